// tests/fuzz/run's body: the API fuzzed from its own OpenAPI document. Starts the built product
// (its own process), signs up an organisation, then runs Schemathesis twice against
// /winzmail/api/openapi.json — every operation as the signed-in staff, then the website chat's
// public routes as a widget visitor (Org-Token, Visitor-Token) — and fails on any 5xx but a
// documented 503, a response that breaks its schema, a request the product could not answer, or
// the product's process exiting. Prints the figures (operations, cases, failures) at the end.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { uploadText } from '@winzmail/testing/chat';
import { SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import { call, login, newAccount, register } from '@winzmail/testing/product';
import { spawnProduct } from '@winzmail/testing/product-process';
import { PASSES, type Pass } from './passes.js';

const ROOT = resolve(import.meta.dirname, '../..');
const schemathesis = process.env.SCHEMATHESIS_PATH;
if (!schemathesis)
  throw new Error('SCHEMATHESIS_PATH is not set (bash tests/infra/up schemathesis)');

/** What one pass's JSON report says (the fields read here). */
interface Report {
  running_time: number;
  exit_code: number;
  operations: { selected: number; tested: number; errored: number };
  test_cases: {
    generated: number;
    with_failures: number;
    unique_failures: number;
    errored: number;
  };
  failures: { title: string; count: number; operations: string[] }[];
  errors: { title: string; count: number }[];
}

const t0 = performance.now();
const product = await spawnProduct({
  EMBEDDINGS_PROVIDER: 'lexical',
  LOG_LEVEL: 'warn',
  // The fuzzer's many requests come from one address and one visitor: the chat's abuse limits
  // would answer most of them 429 and leave the routes behind them untested.
  CHAT_RATE_PER_VISITOR: '1000000',
  CHAT_RATE_PER_ADDRESS: '1000000',
  CHAT_RATE_PER_ORG: '1000000',
  CHAT_RATE_STAFF_PER_ORG: '1000000',
  CHAT_NEW_VISITORS_PER_ADDRESS: '1000000',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void product.stop().finally(() => process.exit(130)));
// Kept after the run: each pass's JSON summary and every request and answer (HAR).
const reports = join(ROOT, 'node_modules/.cache/winzmail-fuzz');
await rm(reports, { recursive: true, force: true });
await mkdir(reports, { recursive: true });
const results: { pass: Pass; report: Report | null; code: number }[] = [];
let alive = true;
try {
  const credentials = await signUp(product.api);
  console.log(`fuzz: product at ${product.api}, organisation ${credentials.orgId}`);
  for (const pass of PASSES) {
    // The staff pass may have left a list of allowed websites, which refuses a visitor without
    // one of them as its Origin: the visitor pass starts from an open chat.
    if (pass.caller === 'visitor') await openChat(product.api, credentials.token);
    const dir = join(reports, pass.name);
    const code = await run(pass, product.api, credentials, dir);
    results.push({ pass, report: await readReport(dir), code });
    if (product.exited() !== null) break;
  }
  alive = product.exited() === null;
  // Still answering, not merely still there.
  if (alive)
    alive = await fetch(`${product.api}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(
      (res) => res.ok,
      () => false,
    );
} finally {
  await product.stop();
}

const seconds = (performance.now() - t0) / 1000;
console.log(`\nfuzz summary (${seconds.toFixed(0)} s in all, product start and sign-up included):`);
for (const { pass, report, code } of results) {
  if (!report) {
    console.log(`  ${pass.name}: no report (schemathesis exited ${code})`);
    continue;
  }
  const ops = report.operations;
  const cases = report.test_cases;
  console.log(
    `  ${pass.name}: ${ops.tested}/${ops.selected} operations, ${cases.generated} cases, ` +
      `${cases.unique_failures} unique failures, ${cases.errored} errored, ` +
      `${report.running_time.toFixed(0)} s`,
  );
  for (const f of report.failures)
    console.log(`    FAIL ${f.title} ×${f.count}: ${f.operations.join(', ')}`);
  for (const e of report.errors) console.log(`    ERROR ${e.title} ×${e.count}`);
}
if (!alive) console.log('  FAIL the product process exited or stopped answering during the run');
console.log(`  reports (JSON, and every request and answer as HAR): ${reports}`);
const clean = results.filter((r) => r.report && r.code === 0).length;
console.log(
  `fuzz: ${clean} passes clean, ${PASSES.length - clean} failed` +
    (alive ? '' : '; the product exited or stopped answering'),
);
process.exit(clean === PASSES.length && alive ? 0 : 1);

interface Credentials {
  token: string;
  orgId: string;
  visitorToken: string;
  /** A document of the organisation's knowledge base (the chat's answers cite it). */
  documentId: string;
}

/** A fresh organisation with a document, its owner's token, and a website visitor of its chat. */
async function signUp(api: string): Promise<Credentials> {
  const account = newAccount('fuzz');
  const registered = await register(api, account);
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const token = await login(api, account);
  const me = await call<{ id: string }>('GET', `${api}/org/me`, undefined, token);
  const visitor = await fetch(`${api}/chat/visitor`, {
    method: 'POST',
    headers: { 'Org-Token': me.body.id },
  });
  if (visitor.status !== 201) throw new Error(`chat visitor: ${visitor.status}`);
  const { visitor_token } = (await visitor.json()) as { visitor_token: string };
  const [filename, text] = Object.entries(SHOP_DOCS)[0]!;
  const documentId = await uploadText(api, token, filename, text);
  return { token, orgId: me.body.id, visitorToken: visitor_token, documentId };
}

async function openChat(api: string, token: string): Promise<void> {
  const res = await call('POST', `${api}/chat/widget-settings`, { allowed_origins: [] }, token);
  if (res.status !== 200) throw new Error(`widget settings: ${res.status}`);
}

/** One Schemathesis run; its output goes to this process's, its JSON report to `dir`. */
async function run(pass: Pass, api: string, c: Credentials, dir: string): Promise<number> {
  const headers =
    pass.caller === 'staff'
      ? [`Authorization: Bearer ${c.token}`]
      : [`Org-Token: ${c.orgId}`, `Visitor-Token: ${c.visitorToken}`];
  const args = [
    '--config-file',
    join(ROOT, 'tests/fuzz/schemathesis.toml'),
    '--no-color',
    'run',
    `${api}/openapi.json`,
    ...headers.flatMap((h) => ['--header', h]),
    ...pass.args,
    '--report',
    'json,har',
    '--report-dir',
    dir,
  ];
  console.log(`\nfuzz: ${pass.name} — ${pass.what}`);
  // Schemathesis's own report goes to a file and is printed only when the pass fails: CI keeps
  // the tail of the run's output, and the test summary must stay in it.
  await mkdir(dir, { recursive: true });
  const log = join(dir, 'schemathesis.log');
  const code = await new Promise<number>((res, rej) => {
    const out = openSync(log, 'w');
    const child = spawn(schemathesis!, args, {
      cwd: reports,
      env: {
        ...process.env,
        SCHEMATHESIS_HOOKS: join(ROOT, 'tests/fuzz/checks.py'),
        // Real ids for schemathesis.toml's [[operations]]: random ones reach only the 404 path.
        WZ_FUZZ_ORG_ID: c.orgId,
        WZ_FUZZ_DOCUMENT_ID: c.documentId,
      },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    child.once('error', rej);
    child.once('exit', (exitCode) => res(exitCode ?? 1));
  });
  if (code !== 0) process.stdout.write(await readFile(log, 'utf8'));
  else console.log(`  schemathesis passed; its output: ${log}`);
  return code;
}

async function readReport(dir: string): Promise<Report | null> {
  const file = (await readdir(dir).catch(() => [])).find((f) => /^json-.*\.json$/.test(f));
  return file ? (JSON.parse(await readFile(join(dir, file), 'utf8')) as Report) : null;
}
