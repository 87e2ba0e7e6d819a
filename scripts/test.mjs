// `npm test`: every test suite. With CI=true (or WINZMAIL_INFRA=1) the real servers of
// tests/infra are started first and their URLs passed to the suites; a suite that needs a
// server it cannot reach then fails instead of skipping.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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
let code = await runJest('main', [...args, '--ignoreProjects', 'fault']);
// One at a time: each fault test takes a shared server away, and two restarts of one server at
// once collide on its ports.
if (args.length === 0)
  code = (await runJest('fault', ['--selectProjects', 'fault'], { workers: 1 })) || code;

let deployCode = 0;
const deployCheck = join(ROOT, 'tests/deploy/check');
const deployRan = withInfra && args.length === 0 && existsSync(deployCheck);
if (deployRan) {
  deployCode = await run('bash', [deployCheck], { env });
}

// Load smoke (tests/load, vegeta): CI only, after the suites; a missing vegeta fails it loudly.
let loadCode = 0;
const loadRan = env.CI === 'true' && args.length === 0;
if (loadRan) {
  const load = { ...env, PROFILE: 'smoke', BASE_URL: '' };
  loadCode = await run('bash', [join(ROOT, 'tests/load/run')], { env: load });
}

// API fuzz (tests/fuzz, Schemathesis from the gateway's OpenAPI document): CI only, after the
// suites; a missing schemathesis fails it loudly. docs/fuzzing.md.
let fuzzCode = 0;
const fuzzRan = env.CI === 'true' && args.length === 0;
if (fuzzRan) {
  fuzzCode = await run('bash', [join(ROOT, 'tests/fuzz/run')], { env });
}

/**
 * Each failed test (or suite that failed to run) in a few lines — its file, its name and the head
 * of its message — for the tail CI keeps, which Jest's own report of the failure has scrolled out of.
 */
function failedTests(result) {
  const head = (text) =>
    stripVTControlCharacters(text)
      .split('\n')
      .filter((line) => line.trim() && !/^\s+at /.test(line))
      .slice(0, 6)
      .map((line) => `      ${line.trim().slice(0, 200)}`)
      .join('\n');
  return result.testResults.flatMap((suite) => {
    const file = suite.name.replace(`${ROOT}/`, '');
    const tests = suite.assertionResults.filter((t) => t.status === 'failed');
    if (tests.length === 0)
      return suite.status === 'failed' ? [`  ${file}\n${head(suite.message ?? '')}`] : [];
    return tests.map(
      (t) => `  ${file} › ${t.fullName}\n${head((t.failureMessages ?? []).join('\n'))}`,
    );
  });
}

// The last lines of the run, in Jest's own summary form: CI keeps the tail of the output, and
// the load and fuzz reports above would otherwise push Jest's summaries out of it.
const totals = { suites: 0, suitesFailed: 0, passed: 0, failed: 0, skipped: 0, total: 0 };
const failures = [];
for (const file of resultFiles.filter((f) => existsSync(f))) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  failures.push(...failedTests(r));
  totals.suites += r.numTotalTestSuites;
  totals.suitesFailed += r.numFailedTestSuites + (r.numRuntimeErrorTestSuites ?? 0);
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  totals.total += r.numTotalTests;
}
if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
const counts = (failed, skipped, passed, total) =>
  [
    failed && `${failed} failed`,
    skipped && `${skipped} skipped`,
    `${passed} passed`,
    `${total} total`,
  ]
    .filter(Boolean)
    .join(', ');
console.log(
  `\nTest Suites: ${counts(totals.suitesFailed, 0, totals.suites - totals.suitesFailed, totals.suites)}`,
);
console.log(`Tests:       ${counts(totals.failed, totals.skipped, totals.passed, totals.total)}`);
const ran = { deploy: deployRan, 'load smoke': loadRan, fuzz: fuzzRan };
const codes = { deploy: deployCode, 'load smoke': loadCode, fuzz: fuzzCode };
const others = Object.keys(ran)
  .filter((k) => ran[k])
  .map((k) => `${k} ${codes[k] ? 'failed' : 'passed'}`);
if (infraFailed) others.push('tests/infra/up failed');
if (others.length) console.log(`Other checks: ${others.join(', ')}`);
process.exit(code || deployCode || loadCode || fuzzCode || (infraFailed ? 1 : 0));
