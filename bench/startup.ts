// Start of the embedded product (node services/launcher/dist/main.js) to ready, and its
// resident memory when idle. Run `npm run build` first. Prints figures; asserts nothing.
// Each run starts on a fresh data directory (a first start); WARM=1 starts every run on the one
// directory the first run made (a restart: the stores, keys and search index already there).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 5);

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const WARM = process.env.WARM === '1';
const shared = WARM ? await mkdtemp(join(tmpdir(), 'winzmail-bench-')) : undefined;

async function once(port: number): Promise<{ readyMs: number; rss: number }> {
  const dataDir = shared ?? (await mkdtemp(join(tmpdir(), 'winzmail-bench-')));
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'services/launcher/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const readyMs = await new Promise<number>((res, rej) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Winzmail is running')) res(performance.now() - started);
      });
      child.on('exit', (code) => rej(new Error(`exited ${code}`)));
    });
    const health = await fetch(`http://127.0.0.1:${port}/winzmail/api/readyz`);
    if (!health.ok) throw new Error(`not ready: ${health.status}`);
    await new Promise((r) => setTimeout(r, 2000));
    return { readyMs, rss: await rssMb(child.pid!) };
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    if (!shared) await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [];
// Warm: the first run only makes the directory; the restarts after it are measured.
if (shared) await once(18_079);
for (let i = 0; i < RUNS; i++) results.push(await once(18_080 + i));
if (shared) await rm(shared, { recursive: true, force: true });
const ready = results.map((r) => r.readyMs).sort((a, b) => a - b);
const rss = results.map((r) => r.rss).sort((a, b) => a - b);
const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
console.log(
  `startup: ${RUNS} runs of node services/launcher/dist/main.js (${WARM ? 'restarts on one data dir' : 'fresh data dir each'})`,
);
console.log(
  `  spawn → ready:  median ${median(ready).toFixed(0)} ms  (min ${ready[0]!.toFixed(0)}, max ${ready.at(-1)!.toFixed(0)})`,
);
console.log(
  `  idle RSS:       median ${median(rss).toFixed(0)} MB  (min ${rss[0]!.toFixed(0)}, max ${rss.at(-1)!.toFixed(0)})`,
);
