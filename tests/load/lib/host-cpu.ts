// The machine's side of a load step on one host: how busy all cores were (/proc/stat) and which
// processes outside the product and the load generator used them (the test servers, anything
// else running) — on a shared machine a step can be limited by what is beside the product.
import { readdirSync, readFileSync } from 'node:fs';

const TICK = 100; // USER_HZ on Linux

/** All cores' jiffies, busy and idle (iowait counts as idle), from /proc/stat's first line. */
export function machineTicks(): { total: number; idle: number } | null {
  try {
    const first = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const n = first.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: n.reduce((a, b) => a + b, 0), idle: n[3]! + n[4]! };
  } catch {
    return null;
  }
}

/** utime + stime of a process (or of one of its threads) in seconds, or NaN when it is gone. */
export function cpuSeconds(pid: number, thread?: number): number {
  try {
    const path = thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`;
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK;
  } catch {
    return NaN;
  }
}

/** CPU seconds of every process now, by pid. */
export function processTable(): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cpu = cpuSeconds(Number(entry));
    if (!Number.isNaN(cpu)) out.set(Number(entry), cpu);
  }
  return out;
}

/** A readable name: the command, and for a JVM or Node what it runs. */
function label(pid: number): string {
  try {
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const known =
      /(kafka|elasticsearch|greenmail|prometheus|minio|mongod|ferretdb|postgres|jest|esbuild|tsc|chrom)/i.exec(
        cmd,
      )?.[1];
    const service = /services\/([a-z-]+)\//.exec(cmd)?.[1];
    const what = known ?? service;
    return what && what.toLowerCase() !== comm.toLowerCase()
      ? `${comm} (${what.toLowerCase()})`
      : comm;
  } catch {
    return `pid ${pid}`;
  }
}

/** The processes (not in `exclude`) that used the most CPU between two tables, in cores. */
export function topOthers(
  before: Map<number, number>,
  after: Map<number, number>,
  seconds: number,
  exclude: Set<number>,
  n = 4,
): { name: string; cores: number }[] {
  const used: { pid: number; cores: number }[] = [];
  for (const [pid, cpu] of after) {
    if (exclude.has(pid)) continue;
    const was = before.get(pid) ?? 0;
    if (seconds > 0 && cpu > was) used.push({ pid, cores: (cpu - was) / seconds });
  }
  return used
    .sort((a, b) => b.cores - a.cores)
    .slice(0, n)
    .filter((u) => u.cores >= 0.05)
    .map((u) => ({ name: label(u.pid), cores: u.cores }));
}
