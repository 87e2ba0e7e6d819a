// tests/load/run's body: starts the embedded product (or uses BASE_URL), prepares an organisation
// with a small knowledge base, runs each load script with the chosen PROFILE and prints each
// step's requests/s, p50/p95/p99, errors, the CPU of the product and of vegeta, and the verdict.
//   PROFILE=smoke|staging|capacity  BASE_URL=…  tests/load/run [scenario …]
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadText } from '@winzmail/testing/chat';
import { SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import { call, login, newAccount, register, type TestAccount } from '@winzmail/testing/product';
import { cpus } from 'node:os';
import { randomBytes } from 'node:crypto';
import { firstBottleneck } from './lib/bottleneck.js';
import { prometheusSource, type MetricsSource } from './lib/metrics.js';
import { assertLoopback, CAPACITY_ENV, startSystem, type Mode } from './lib/product.js';
import {
  line,
  p95Binding,
  type Ctx,
  type Org,
  type Profile,
  type Scenario,
  type StepResult,
} from './lib/scenario.js';
import { documents } from './scenarios/documents.js';
import { inbox } from './scenarios/inbox.js';
import { mail } from './scenarios/mail.js';
import { signin } from './scenarios/signin.js';
import { staffChat } from './scenarios/staff-chat.js';
import { webhooks } from './scenarios/webhooks.js';
import { widget } from './scenarios/widget.js';

// Order: reads first, then what writes in the background (uploads are processed, mail drafted);
// the inbox last, when there is mail to list.
const ALL: Scenario[] = [signin, staffChat, widget, documents, webhooks, mail, inbox];

const profile = (process.env.PROFILE ?? 'smoke') as Profile;
if (!['smoke', 'staging', 'capacity'].includes(profile))
  throw new Error(`PROFILE=${profile}: use smoke, staging or capacity`);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !ALL.some((s) => s.name === w));
if (unknown.length)
  throw new Error(
    `unknown load script(s) ${unknown.join(', ')}: ${ALL.map((s) => s.name).join(', ')}`,
  );
const scenarios = wanted.length ? ALL.filter((s) => wanted.includes(s.name)) : ALL;
if (profile === 'staging' && !process.env.BASE_URL)
  throw new Error(
    'PROFILE=staging needs BASE_URL (the deployment, e.g. https://staging.example/winzmail)',
  );

const mode = (process.env.MODE ?? 'embedded') as Mode;
if (!['embedded', 'real'].includes(mode)) throw new Error(`MODE=${mode}: use embedded or real`);

const t0 = performance.now();
const log = (text: string) => console.log(text);
const metrics = metricsSource();
const system = await startSystem(
  { ...(profile === 'capacity' ? CAPACITY_ENV : {}), ...(metrics?.productEnv ?? {}) },
  mode,
);
if (profile !== 'staging') assertLoopback(system.url);
// Ctrl-C or a time limit: the product this run started stops with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void system.stop().finally(() => process.exit(130)));
const workDir = await mkdtemp(join(tmpdir(), 'winzmail-load-run-'));
const results: StepResult[] = [];
const broken: string[] = [];
try {
  log(
    `load (${profile}) against ${system.url}${system.embedded ? ' (embedded product, one process)' : ''}; ` +
      `started in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const org = await prepare(system.api);
  log(`prepared organisation ${org.orgId} with ${Object.keys(SHOP_DOCS).length} documents`);
  const ctx: Ctx = {
    system,
    profile,
    p95Binding: p95Binding(profile, process.env.CI === 'true'),
    workDir,
    org,
    log,
  };
  if (!ctx.p95Binding)
    log('p95 thresholds reported, not enforced (smoke in CI); errors and completeness decide');
  for (const scenario of scenarios) {
    const ts = performance.now();
    try {
      // Access tokens last minutes (ACCESS_TOKEN_TTL_SECONDS): each scenario starts with a new one.
      org.token = await login(system.api, org.account);
      results.push(...(await scenario.run(ctx)));
    } catch (err) {
      broken.push(`${scenario.name}: ${(err as Error).message}`);
      log(`  FAIL ${scenario.name}: ${(err as Error).message}`);
    }
    log(`  (${scenario.name}: ${((performance.now() - ts) / 1000).toFixed(1)} s)`);
  }
  if (metrics) await readBottlenecks(metrics, results);
} finally {
  await system.stop();
  await rm(workDir, { recursive: true, force: true });
}

log(`\nload (${profile}) summary, ${((performance.now() - t0) / 1000).toFixed(0)} s in all:`);
for (const r of results) {
  log(line(r));
  if (r.bottleneck) log(`       bottleneck: ${r.bottleneck.text}`);
}
if (!metrics) log('  bottlenecks not read: no PROMETHEUS_URL (bash tests/infra/up prometheus)');
for (const b of broken) log(`  FAIL ${b}`);
if (process.env.LOAD_JSON) await writeFile(process.env.LOAD_JSON, JSON.stringify(results, null, 2));
const checked = results.filter((r) => !r.informative);
const over = checked.filter((r) => !r.pass).length + broken.length;
log(
  `load (${profile}): ${checked.length - (over - broken.length)} steps within thresholds, ${over} over or broken`,
);
process.exit(over ? 1 : 0);

/**
 * Where the product's metrics are read: the tests/infra Prometheus for a local run (the product
 * pushes to it under this run's namespace), or the deployment's (staging: PROMETHEUS_URL and
 * LOAD_PROM_SELECTOR, e.g. `namespace="winzmail"`). In CI a run without it fails: a load result
 * must name its bottleneck.
 */
function metricsSource(): MetricsSource | null {
  const url = process.env.PROMETHEUS_URL;
  if (!url) {
    if (process.env.CI === 'true')
      throw new Error('load: PROMETHEUS_URL is not set (bash tests/infra/up prometheus)');
    return null;
  }
  if (process.env.BASE_URL && !process.env.LOAD_PROM_SELECTOR) return null;
  return prometheusSource(
    url,
    `load-${randomBytes(4).toString('hex')}`,
    process.env.BASE_URL ? process.env.LOAD_PROM_SELECTOR : undefined,
  );
}

/** Each step's first bottleneck, from the product's metrics over the step's window. */
async function readBottlenecks(source: MetricsSource, steps: StepResult[]): Promise<void> {
  if (!steps.length) return;
  await source.settled(Math.max(...steps.map((r) => r.stats.window.end)));
  const cores = cpus().length;
  for (const r of steps) {
    const m = await source.read(r.stats.window);
    const machine = r.stats.cpu.machine;
    const others = Object.entries(r.stats.cpu)
      .filter(([k]) => k.startsWith('other: '))
      .map(([k, v]) => ({ name: k.slice('other: '.length), cores: v / 100 }));
    r.bottleneck = firstBottleneck(
      m,
      { p50Ms: r.stats.p50, rps: r.stats.rps, mail: r.scenario === 'mail' },
      machine === undefined || process.env.BASE_URL
        ? { cores }
        : { cores, busy: machine / (100 * cores), others },
    );
  }
}

/** A fresh organisation (or LOAD_EMAIL/LOAD_PASSWORD's) with the shop's knowledge base. */
async function prepare(api: string): Promise<Org> {
  let account: TestAccount;
  if (process.env.LOAD_EMAIL && process.env.LOAD_PASSWORD) {
    account = { orgName: '', email: process.env.LOAD_EMAIL, password: process.env.LOAD_PASSWORD };
  } else {
    account = newAccount('load');
    const res = await register(api, account);
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const token = await login(api, account);
  const me = await call<{ id: string }>('GET', `${api}/org/me`, undefined, token);
  const docs = await call<{ filename?: string; name?: string }[]>(
    'GET',
    `${api}/org/documents/list`,
    undefined,
    token,
  );
  if (!docs.body.length)
    for (const [name, text] of Object.entries(SHOP_DOCS)) await uploadText(api, token, name, text);
  return { account, token, orgId: me.body.id };
}
