// One load step: vegeta attacks a list of prepared requests (bounded in count and time), its
// results are decoded here and summed up: requests/s, p50/p95/p99, errors, and the CPU each
// watched process used meanwhile (from /proc, so the bottleneck is read, not guessed).
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { cpuSeconds, machineTicks, processTable, topOthers } from './host-cpu.js';
import { createInterface } from 'node:readline';

/** A request as vegeta's JSON target format has it (body base64). */
export interface Target {
  method: string;
  url: string;
  header?: Record<string, string[]>;
  body?: string;
}

export interface LoadShape {
  /** Concurrent workers (virtual users): each sends its next request when the last answered. */
  workers: number;
  /** Requests per second offered (an open model); 0 = as fast as the workers go. */
  rate?: number;
  /** Upper bound of the step in seconds (the target list bounds the count). */
  seconds: number;
}

export interface Thresholds {
  p95Ms: number;
  /** Share of failed requests (non-2xx or transport error) allowed, 0..1. */
  errorRate: number;
}

export interface StepWindow {
  start: number;
  end: number;
}

export interface Stats {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  errorRate: number;
  codes: Record<string, number>;
  firstError: string;
  /** When the step ran (epoch ms): the window its metrics are read over. */
  window: StepWindow;
  /**
   * CPU use per watched process during the step, in % of one core; `machine`: all cores' use;
   * `other: <name>`: the busiest processes outside the product and the load side.
   */
  cpu: Record<string, number>;
  /** Response bodies of the 2xx answers, when asked for (`keepBodies`). */
  bodies?: string[];
}

export const pct = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;

/** Samples the CPU of some processes every 250 ms; stop() gives % of one core for each. */
export function cpuWatch(pids: () => Record<string, number>): () => Record<string, number> {
  const first = new Map<string, { t: number; cpu: number }>();
  const last = new Map<string, { t: number; cpu: number }>();
  const sample = () => {
    const now = performance.now();
    const put = (name: string, cpu: number) => {
      if (Number.isNaN(cpu)) return;
      if (!first.has(name)) first.set(name, { t: now, cpu });
      last.set(name, { t: now, cpu });
    };
    for (const [name, pid] of Object.entries(pids())) {
      put(name, cpuSeconds(pid));
      // A Node process runs its JavaScript on its main thread (tid = pid): at ~100% that one
      // thread is the limit, whatever the process total says (GC and libuv run beside it).
      if (name === 'product') put(`${name} main thread`, cpuSeconds(pid, pid));
    }
  };
  const machineFirst = machineTicks();
  const tableFirst = processTable();
  const t0 = performance.now();
  sample();
  const timer = setInterval(sample, 250);
  return () => {
    clearInterval(timer);
    sample();
    const out: Record<string, number> = {};
    for (const [name, a] of first) {
      const b = last.get(name)!;
      const wall = (b.t - a.t) / 1000;
      out[name] = wall > 0 ? (100 * (b.cpu - a.cpu)) / wall : 0;
    }
    const machineLast = machineTicks();
    if (machineFirst && machineLast) {
      const total = machineLast.total - machineFirst.total;
      // % of one core, like the processes: 200% is both cores of a 2-core machine.
      if (total > 0)
        out.machine =
          (100 * cpus().length * (total - (machineLast.idle - machineFirst.idle))) / total;
    }
    const watched = new Set(Object.values(pids()));
    for (const o of topOthers(tableFirst, processTable(), (performance.now() - t0) / 1000, watched))
      out[`other: ${o.name}`] = 100 * o.cores;
    return out;
  };
}

export function summarize(
  latenciesMs: number[],
  failures: number,
  codes: Record<string, number>,
  window: StepWindow,
  firstError = '',
): Omit<Stats, 'cpu'> {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const requests = sorted.length;
  const seconds = Math.max(0, window.end - window.start) / 1000;
  return {
    requests,
    seconds,
    window,
    rps: seconds > 0 ? requests / seconds : 0,
    p50: pct(sorted, 0.5),
    p95: pct(sorted, 0.95),
    p99: pct(sorted, 0.99),
    errors: failures,
    errorRate: requests ? failures / requests : 1,
    codes,
    firstError,
  };
}

interface VegetaResult {
  code: number;
  latency: number;
  timestamp: string;
  error: string;
  url: string;
  body?: string;
}

/**
 * Runs vegeta over `targets` (each sent once, in order, by `shape.workers` workers) and returns
 * the figures. `watch` names the processes whose CPU is read meanwhile (vegeta itself is added).
 */
export async function attack(
  workDir: string,
  name: string,
  targets: Target[],
  shape: LoadShape,
  watch: Record<string, number> = {},
  keepBodies = false,
): Promise<Stats> {
  const vegeta = process.env.VEGETA_PATH || 'vegeta';
  const file = join(workDir, `${name.replace(/\W+/g, '-')}.targets.jsonl`);
  await writeFile(file, targets.map((t) => JSON.stringify(t)).join('\n') + '\n');
  const rate = shape.rate ?? 0;
  const args = [
    'attack',
    '-lazy', // ends when the list ends: a bounded count
    '-format=json',
    `-targets=${file}`,
    `-rate=${rate === 0 ? 0 : `${rate}/1s`}`,
    `-workers=${shape.workers}`,
    `-max-workers=${shape.workers}`,
    `-duration=${shape.seconds}s`,
    '-timeout=30s',
    `-max-body=${keepBodies ? -1 : 0}`,
    '-http2=false',
  ];
  const atk = spawn(vegeta, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const enc = spawn(vegeta, ['encode', '-to=json'], { stdio: ['pipe', 'pipe', 'pipe'] });
  atk.stdout.pipe(enc.stdin);
  let stderr = '';
  atk.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  enc.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  // Listened for at once: vegeta may have exited before its last results are read.
  const closed = Promise.all([
    new Promise<number | null>((r) => atk.once('close', r)),
    new Promise<number | null>((r) => enc.once('close', r)),
  ]);
  // The load side too (vegeta's attack and encoder, this runner): on one machine it shares the
  // cores with the product.
  const stopCpu = cpuWatch(() => ({
    ...watch,
    ...(atk.pid ? { vegeta: atk.pid } : {}),
    ...(enc.pid ? { 'vegeta encode': enc.pid } : {}),
    runner: process.pid,
  }));

  const latencies: number[] = [];
  const codes: Record<string, number> = {};
  let failures = 0;
  let firstError = '';
  const bodies: string[] = [];
  let start = Infinity;
  let end = 0;
  for await (const line of createInterface({ input: enc.stdout })) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as VegetaResult;
    if (!r.url) continue; // the end of the list, not a request
    const ms = r.latency / 1e6;
    // RFC 3339 with nanoseconds: Date.parse wants milliseconds.
    const t0 = Date.parse(r.timestamp.replace(/(\.\d{3})\d+/, '$1'));
    start = Math.min(start, t0);
    end = Math.max(end, t0 + ms);
    latencies.push(ms);
    const key = r.code ? String(r.code) : 'transport';
    codes[key] = (codes[key] ?? 0) + 1;
    if (r.error || r.code < 200 || r.code >= 300) {
      failures += 1;
      firstError ||= `${r.code} ${r.error}`.trim();
    } else if (keepBodies && r.body) {
      bodies.push(Buffer.from(r.body, 'base64').toString('utf8'));
    }
  }
  const [atkCode] = await closed;
  const cpu = stopCpu();
  if (atkCode !== 0) throw new Error(`vegeta attack exited ${atkCode}: ${stderr.trim()}`);
  const window = latencies.length ? { start, end } : { start: Date.now(), end: Date.now() };
  return {
    ...summarize(latencies, failures, codes, window, firstError),
    cpu,
    ...(keepBodies ? { bodies } : {}),
  };
}

export const jsonTarget = (
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Target => ({
  method,
  url,
  header: Object.fromEntries(
    Object.entries({
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    }).map(([k, v]) => [k, [v]]),
  ),
  ...(body === undefined
    ? {}
    : {
        body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)).toString(
          'base64',
        ),
      }),
});
