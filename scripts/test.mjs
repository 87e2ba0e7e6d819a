// `npm test`: every test suite. With CI=true (or WINZMAIL_INFRA=1) the real servers of
// tests/infra are started first and their URLs passed to the suites; a suite that needs a
// server it cannot reach then fails instead of skipping.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensure } from './ensure.mjs';
import { ROOT, run } from './lib.mjs';

await ensure();

const args = process.argv.slice(2);
const env = { ...process.env };
const withInfra = env.CI === 'true' || env.WINZMAIL_INFRA === '1';

function loadEnvFile(path) {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) env[m[1]] = m[2];
  }
}

let infraFailed = false;
if (withInfra) {
  const code = await run('bash', [join(ROOT, 'tests/infra/up')], { env });
  if (code !== 0) {
    console.error('\n!!! tests/infra/up failed: suites that need its servers will fail.\n');
    infraFailed = true;
  }
  const envFile = join(ROOT, 'tests/infra/.env.infra');
  if (existsSync(envFile)) loadEnvFile(envFile);
}

// Some suites run the built product (its own process, or the web app in Chromium).
await build({ quiet: true });

const jest = join(ROOT, 'node_modules/jest/bin/jest.js');
const jestEnv = {
  ...env,
  NODE_OPTIONS: [env.NODE_OPTIONS, '--no-warnings=ExperimentalWarning'].filter(Boolean).join(' '),
};
const resultFiles = [];
async function runJest(name, extra, { workers = 2 } = {}) {
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const results = join(cache, `jest-${name}.json`);
  rmSync(results, { force: true });
  resultFiles.push(results);
  return run(
    process.execPath,
    [
      '--experimental-vm-modules',
      jest,
      `--maxWorkers=${workers}`,
      // A client library's stray timer (kafkajs reconnects after a broker restart) must not
      // keep the run alive once every test has finished.
      '--forceExit',
      '--json',
      `--outputFile=${results}`,
      ...extra,
    ],
    { env: jestEnv },
  );
}

// Everything but the fault tests, in parallel; then the fault tests alone (they restart servers).
let code = await runJest('main', ['--ignoreProjects', 'fault', ...args]);
// One at a time: each fault test takes a shared server away, and two restarts of one server at
// once collide on its ports.
if (args.length === 0)
  code = (await runJest('fault', ['--selectProjects', 'fault'], { workers: 1 })) || code;

let deployCode = 0;
const deployCheck = join(ROOT, 'tests/deploy/check');
if (withInfra && args.length === 0 && existsSync(deployCheck)) {
  deployCode = await run('bash', [deployCheck], { env });
}

// Load smoke (tests/load, vegeta): CI only, after the suites; a missing vegeta fails it loudly.
let loadCode = 0;
if (env.CI === 'true' && args.length === 0) {
  const load = { ...env, PROFILE: 'smoke', BASE_URL: '' };
  loadCode = await run('bash', [join(ROOT, 'tests/load/run')], { env: load });
}

// API fuzz (tests/fuzz, Schemathesis from the gateway's OpenAPI document): CI only, after the
// suites; a missing schemathesis fails it loudly. docs/fuzzing.md.
let fuzzCode = 0;
if (env.CI === 'true' && args.length === 0) {
  fuzzCode = await run('bash', [join(ROOT, 'tests/fuzz/run')], { env });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of resultFiles.filter((f) => existsSync(f))) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
}
console.log(`\njest: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(code || deployCode || loadCode || fuzzCode || (infraFailed ? 1 : 0));
