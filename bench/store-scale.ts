// bench/store.ts, part 2: the store at 1k–100k documents, ours beside embedded peer engines.
// The parent spawns one child per engine and size (this same script with BENCH_STORE_CHILD set,
// under tsx, with --expose-gc), which loads the documents, measures, and prints one JSON line.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINES, openEngine, type EngineName, type ScaleMail } from './store-engines.js';

/** The organisation measured holds 90 % of the documents (one busy organisation, as `npm start` typically serves); 9 others share the rest. */
const BIG = 'org-big';
const STATUSES = ['replied', 'drafted', 'no_reply_needed', 'pending'];
const PAGE = 50;
const RELAY_BATCH = 100; // the outbox relay's DEFAULT_BATCH

const orgOf = (i: number) => (i % 10 === 0 ? `org-s${(i / 10) % 9}` : BIG);

export function mail(i: number): ScaleMail {
  const org = orgOf(i);
  const d: ScaleMail = {
    _id: `e${i.toString().padStart(7, '0')}`,
    org_id: org,
    mailbox_id: `mb-${org}`,
    message_id: `<${i}@example.test>`,
    thread_key: `<t${i % 2000}@example.test>`,
    from_address: `customer${i % 500}@example.test`,
    subject: `Question ${i} about order ${i * 7}`,
    body: `Hello, I ordered item ${i} last week and it has not arrived yet. `.repeat(10),
    status: STATUSES[i % 4] as string,
    created_at: new Date(1_700_000_000_000 + i * 1000).toISOString(),
  };
  // 1 % still waiting in the outbox (a relay clears the rest).
  if (i % 100 === 0) {
    d.outbox = [
      {
        topic: 'mail.received',
        event: { org_id: org, email_id: d._id },
        recorded_at: d.created_at,
      },
    ];
    d.outbox_token = `tok-${i}`;
  }
  return d;
}

/** What every engine must answer alike (checked in each child). */
function expected(n: number) {
  let big = 0;
  let drafted = 0;
  let pending = 0;
  for (let i = 0; i < n; i++) {
    if (orgOf(i) === BIG) {
      big++;
      if (i % 4 === 1) drafted++;
    }
    if (i % 100 === 0) pending++;
  }
  let last = n - 1;
  while (orgOf(last) !== BIG) last--;
  return { big, drafted, pending, firstId: mail(last)._id };
}

interface Latency {
  p50: number;
  p95: number;
  n: number;
}

interface Result {
  engine: EngineName;
  size: number;
  insertsPerSec: number;
  lastTenthPerSec: number;
  ops: Record<string, Latency>;
  reopenMs: number;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  baseRssMb: number;
  baseHeapMb: number;
  deepSkip: number;
}

/** Repeats `op` (after one warm-up) for ~2 s, at least 5 and at most 50 times. */
async function latency(op: () => Promise<unknown>): Promise<Latency> {
  await op();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < 5 || (times.length < 50 && performance.now() - start < 2000)) {
    const t = performance.now();
    await op();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  return { p50: at(0.5), p95: at(0.95), n: times.length };
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

export async function scaleChild(): Promise<void> {
  const engine = process.env.BENCH_STORE_CHILD as EngineName;
  const size = Number(process.env.BENCH_STORE_SIZE);
  const dir = await mkdtemp(join(tmpdir(), 'winzmail-bench-scale-'));
  try {
    const s = await openEngine(engine, dir);
    gc();
    const base = process.memoryUsage();
    const t0 = performance.now();
    const tenth = Math.floor(size * 0.9);
    let tTenth = t0;
    for (let i = 0; i < size; i++) {
      if (i === tenth) tTenth = performance.now();
      await s.insert(mail(i));
    }
    const t1 = performance.now();
    gc();
    gc();
    const mem = process.memoryUsage();
    const want = expected(size);
    const deepSkip = Math.max(0, Math.floor((want.big * 0.9) / PAGE) * PAGE);
    const check = (what: string, got: unknown, exp: unknown) => {
      if (got !== exp)
        throw new Error(`${engine}: ${what} is ${String(got)}, expected ${String(exp)}`);
    };
    check('count(org)', await s.count(BIG), want.big);
    check('count(org, status)', await s.count(BIG, 'drafted'), want.drafted);
    check('pending count', await s.pendingCount(), want.pending);
    check('first page', (await s.page(BIG, undefined, 0, PAGE))[0], want.firstId);
    check(
      'deep page length',
      (await s.page(BIG, undefined, deepSkip, PAGE)).length,
      Math.min(PAGE, want.big - deepSkip),
    );
    const ops: Record<string, Latency> = {
      pending: await latency(() => s.pending(RELAY_BATCH)),
      pendingCount: await latency(() => s.pendingCount()),
      page0: await latency(() => s.page(BIG, undefined, 0, PAGE)),
      pageDeep: await latency(() => s.page(BIG, undefined, deepSkip, PAGE)),
      pageStatus: await latency(() => s.page(BIG, 'drafted', 0, PAGE)),
      count: await latency(() => s.count(BIG)),
      countStatus: await latency(() => s.count(BIG, 'drafted')),
    };
    // The Inbox request as mail-sync makes it: the page and its total, side by side.
    ops.inbox = await latency(() => Promise.all([s.page(BIG, undefined, 0, PAGE), s.count(BIG)]));
    await s.close();
    const r0 = performance.now();
    await s.reopen();
    const reopenMs = performance.now() - r0;
    check('count after reopen', await s.count(BIG), want.big);
    await s.close();
    const result: Result = {
      engine,
      size,
      insertsPerSec: size / ((t1 - t0) / 1000),
      lastTenthPerSec: (size - tenth) / ((t1 - tTenth) / 1000),
      ops,
      reopenMs,
      rssMb: mb(mem.rss),
      heapMb: mb(mem.heapUsed),
      externalMb: mb(mem.external + mem.arrayBuffers),
      baseRssMb: mb(base.rss),
      baseHeapMb: mb(base.heapUsed),
      deepSkip,
    };
    console.log(`RESULT ${JSON.stringify(result)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function child(engine: EngineName, size: number): Promise<Result | string> {
  return new Promise((resolve) => {
    const p = spawn(
      process.execPath,
      [...process.execArgv, '--expose-gc', process.argv[1] as string],
      {
        env: { ...process.env, BENCH_STORE_CHILD: engine, BENCH_STORE_SIZE: String(size) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    p.stdout.on('data', (b: Buffer) => (out += b.toString()));
    p.stderr.on('data', (b: Buffer) => (err += b.toString()));
    p.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (line) resolve(JSON.parse(line.slice(7)) as Result);
      else if (/Cannot find (package|module) '(better-sqlite3|lmdb|sql\.js)'/.test(err))
        resolve(
          'skipped: not installed (better-sqlite3 is no devDependency: it compiles from source ' +
            'where its prebuilt binary cannot be downloaded; `npm install --no-save better-sqlite3`)',
        );
      else
        resolve(
          `failed (exit ${String(code)}): ${(err.trim().split('\n').pop() ?? '').slice(0, 160)}`,
        );
    });
  });
}

const ms = (l: Latency | undefined) =>
  l ? `${l.p50.toFixed(l.p50 < 10 ? 2 : 0)} / ${l.p95.toFixed(l.p95 < 10 ? 2 : 0)}` : '';

function table(size: number, results: Result[]): void {
  const rows: [string, (r: Result) => string][] = [
    ['inserts/s (all)', (r) => Math.round(r.insertsPerSec).toString()],
    ['inserts/s (last 10 %)', (r) => Math.round(r.lastTenthPerSec).toString()],
    ['$exists scan, limit 100 (ms p50 / p95)', (r) => ms(r.ops.pending)],
    ['$exists count', (r) => ms(r.ops.pendingCount)],
    ['page: org, created_at desc, 50, skip 0', (r) => ms(r.ops.page0)],
    [`page: same, deep skip`, (r) => `${ms(r.ops.pageDeep)}`],
    ['page: org + status, skip 0', (r) => ms(r.ops.pageStatus)],
    ['count by org', (r) => ms(r.ops.count)],
    ['count by org + status', (r) => ms(r.ops.countStatus)],
    ['Inbox request (page + count)', (r) => ms(r.ops.inbox)],
    [
      'import ceiling msgs/s (est.)',
      (r) => Math.round(1000 / (1000 / r.insertsPerSec + (r.ops.pending?.p50 ?? 0))).toString(),
    ],
    ['reopen (ms)', (r) => Math.round(r.reopenMs).toString()],
    [
      'RSS after load (MB)',
      (r) => `${r.rssMb.toFixed(0)} (+${(r.rssMb - r.baseRssMb).toFixed(0)})`,
    ],
    [
      'JS heap after load (MB)',
      (r) => `${r.heapMb.toFixed(0)} (+${(r.heapMb - r.baseHeapMb).toFixed(0)})`,
    ],
  ];
  const w0 = 40;
  const w = 18;
  const deep = results[0]?.deepSkip;
  console.log(
    `\n${size.toLocaleString('en')} documents (${BIG} holds 90 %; deep skip = ${String(deep)})`,
  );
  console.log(`${''.padEnd(w0)}${results.map((r) => r.engine.padStart(w)).join('')}`);
  for (const [name, f] of rows)
    console.log(`${name.padEnd(w0)}${results.map((r) => f(r).padStart(w)).join('')}`);
}

export async function runScale(): Promise<void> {
  const sizes = (process.env.SIZES ?? '1000,10000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const wanted = process.env.ENGINES?.split(',').map((e) => e.trim());
  const engines = ENGINES.filter((e) => !wanted || wanted.some((w) => e.startsWith(w)));
  console.log(
    `\nAt scale: ${engines.join(', ')} at ${sizes.join(', ')} documents; one awaited call at a time;` +
      ` ${cpus().length} cores, shared with other work (figures are for comparison, not absolutes)`,
  );
  for (const size of sizes) {
    const results: Result[] = [];
    for (const engine of engines) {
      const r = await child(engine, size);
      if (typeof r === 'string') console.log(`${engine} at ${size}: ${r}`);
      else results.push(r);
    }
    table(size, results);
  }
  console.log(
    '\nms: p50 / p95 of one call. import ceiling: 1 / (mean insert + one relay scan), the two' +
      ' steps a first import takes per message (the relay’s clear is left out). sql.js keeps the database' +
      ' in memory: persisting it means exporting the whole file. lmdb maps its file: its RSS' +
      ' counts file pages the kernel can drop, its JS heap stays flat.',
  );
}
