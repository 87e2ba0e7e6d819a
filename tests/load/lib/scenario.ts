// What every load script shares: the profiles, the prepared organisation, one step's verdict and
// the capacity search (step the load up until p95 crosses the line).
import { type TestAccount } from '@winzmail/testing/product';
import type { Finding } from './bottleneck.js';
import type { System } from './product.js';
import { attack, type LoadShape, type Stats, type Target, type Thresholds } from './vegeta.js';

/**
 * smoke: short, bounded, loopback only (CI). staging: the longer documented run against
 * BASE_URL. capacity: steps the load up until p95 crosses CAPACITY_P95_MS (loopback only).
 */
export type Profile = 'smoke' | 'staging' | 'capacity';

export interface Org {
  account: TestAccount;
  token: string;
  orgId: string;
}

export interface Ctx {
  system: System;
  profile: Profile;
  /** Whether a step's p95 threshold decides its verdict (p95Binding). */
  p95Binding: boolean;
  workDir: string;
  org: Org;
  log(line: string): void;
}

export interface StepResult {
  scenario: string;
  step: string;
  /** e.g. "10 workers" or "50/s, 200 workers" */
  load: string;
  stats: Stats;
  thresholds: Thresholds;
  /** Every request of the step was answered (none cut off by the step's time bound). */
  complete: boolean;
  /** The p95 threshold decided the verdict; else it is only reported. */
  p95Binding: boolean;
  pass: boolean;
  /** Capacity steps are measurements: they never fail the run. */
  informative?: boolean;
  /** What limited the step, read from the product's metrics (when Prometheus has them). */
  bottleneck?: Finding;
}

export interface Scenario {
  name: string;
  /** Thresholds of the smoke and staging profiles. */
  thresholds: Record<string, Thresholds>;
  run(ctx: Ctx): Promise<StepResult[]>;
}

export const CAPACITY_P95_MS = Number(process.env.CAPACITY_P95_MS ?? 300);

/**
 * Whether p95 thresholds decide verdicts. The smoke profile in CI runs on shared 2-core machines,
 * where a time threshold is a flaky test by design: there errors and completeness decide and the
 * p95s are reported. Staging and capacity measure time, so there p95 binds.
 */
export function p95Binding(profile: Profile, ci: boolean): boolean {
  return !(profile === 'smoke' && ci);
}

export interface VerdictOptions {
  /** Capacity steps: measurements that never fail the run. */
  informative?: boolean;
  /** How many requests the step sent (its target list): fewer answered fails it. */
  expected?: number;
  /** See p95Binding; default true. */
  p95Binding?: boolean;
}

export function verdict(
  scenario: string,
  step: string,
  load: string,
  stats: Stats,
  thresholds: Thresholds,
  options: VerdictOptions = {},
): StepResult {
  const { informative = false, expected, p95Binding = true } = options;
  const complete = expected === undefined || stats.requests >= expected;
  const fast = stats.p95 < thresholds.p95Ms;
  const pass = complete && stats.errorRate <= thresholds.errorRate && (fast || !p95Binding);
  return { scenario, step, load, stats, thresholds, complete, p95Binding, pass, informative };
}

export const describeShape = (shape: LoadShape): string =>
  shape.rate ? `${shape.rate}/s, ${shape.workers} workers` : `${shape.workers} workers`;

/** One measured step against the scenario's thresholds. */
export async function step(
  ctx: Ctx,
  scenario: Scenario,
  name: string,
  targets: Target[],
  shape: LoadShape,
): Promise<StepResult> {
  const stats = await attack(
    ctx.workDir,
    `${scenario.name}-${name}`,
    targets,
    shape,
    ctx.system.pids,
  );
  const result = verdict(
    scenario.name,
    name,
    describeShape(shape),
    stats,
    scenario.thresholds[name]!,
    {
      expected: targets.length,
      p95Binding: ctx.p95Binding,
    },
  );
  ctx.log(line(result));
  return result;
}

/**
 * PROFILE=capacity: the same request mix at rising load (closed model: more workers; or, with
 * `rates`, an open model at a fixed worker count) until p95 crosses CAPACITY_P95_MS or more than
 * 1% fail. Each step is reported with the CPU of the product and of vegeta.
 */
export async function capacity(
  ctx: Ctx,
  scenario: Scenario,
  name: string,
  targetsFor: (count: number) => Target[] | Promise<Target[]>,
  shapes: LoadShape[],
): Promise<StepResult[]> {
  const out: StepResult[] = [];
  for (const shape of shapes) {
    // Enough requests for the whole step at 3,000/s; the time bound ends it first.
    const count = Math.min(60_000, Math.ceil(shape.seconds * (shape.rate || 3000)));
    const stats = await attack(
      ctx.workDir,
      `${scenario.name}-${name}-cap`,
      await targetsFor(count),
      shape,
      ctx.system.pids,
    );
    const result = verdict(
      scenario.name,
      `${name} (capacity)`,
      describeShape(shape),
      stats,
      { p95Ms: CAPACITY_P95_MS, errorRate: 0.01 },
      // Bounded by time on purpose (the list is longer than the step): no completeness.
      { informative: true },
    );
    ctx.log(line(result));
    out.push(result);
    if (!result.pass) break;
  }
  return out;
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

export function line(r: StepResult): string {
  const s = r.stats;
  const cpu = Object.entries(s.cpu)
    .map(([k, v]) => `${k} ${f0(v)}%`)
    .join(', ');
  const mark = r.informative ? (r.pass ? 'held' : 'over') : r.pass ? 'PASS' : 'FAIL';
  return (
    `  ${mark.padEnd(4)} ${`${r.scenario}/${r.step}`.padEnd(34)} ${r.load.padEnd(20)} ` +
    `${String(s.requests).padStart(6)} req ${f1(s.rps).padStart(7)}/s  p50 ${f1(s.p50)} ` +
    `p95 ${f1(s.p95)} p99 ${f1(s.p99)} ms  errors ${s.errors} (${(100 * s.errorRate).toFixed(1)}%)` +
    `  [p95 < ${r.thresholds.p95Ms} ms${r.p95Binding ? '' : ' reported, not enforced'}, ` +
    `errors <= ${(100 * r.thresholds.errorRate).toFixed(1)}%]` +
    (r.p95Binding || s.p95 < r.thresholds.p95Ms ? '' : '  p95 over its line') +
    (r.complete ? '' : '  INCOMPLETE: cut off by the time bound') +
    (cpu ? `  cpu: ${cpu}` : '') +
    (s.errors ? `  first error: ${s.firstError} codes ${JSON.stringify(s.codes)}` : '')
  );
}
