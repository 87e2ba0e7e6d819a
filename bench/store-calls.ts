// Store calls per chat answer (issue 27): how many times the services call their document store
// for one staff chat answer, one website visitor's answer and one widget load
// (GET /chat/widget-config), by service, collection and operation, read from the store's own
// metric (winzmail.store.duration, recorded for every call by measured-store.ts) through an
// in-memory metrics pipeline around the whole product in this process; and the gRPC calls
// between services for each, by method (winzmail.rpc.client.duration).
//   npx tsx --tsconfig tsconfig.tests.json bench/store-calls.ts          (ANSWERS=20)
//   REAL=1 …   the same on the tests/infra servers (MongoDB protocol, Elasticsearch, Kafka, MinIO;
//              `set -a; . tests/infra/.env.infra; set +a` first)
// LLM_PRICES and a budget make the priced model's budget check count too (BUDGET=1, the default).
// The outbox's fallback poll is set far apart so that only the calls the requests make are
// counted; a call made by a timer of its own (a flush) is counted where it falls, so the figures
// are averages over ANSWERS requests. Prints figures; asserts nothing.
import { randomUUID } from 'node:crypto';
import { startMetricsProbe } from '@winzmail/testing/metrics-probe';
import { ask, newVisitor, uploadText } from '@winzmail/testing/chat';
import { SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import { call, login, newAccount, register, startTestProduct } from '@winzmail/testing/product';

const ANSWERS = Number(process.env.ANSWERS ?? 20);
const REAL = process.env.REAL === '1';
const BUDGET = process.env.BUDGET !== '0';
const QUESTIONS = [
  'Within how many days can customers send back items?',
  'How long does international delivery take?',
  'Which payment methods do you accept?',
  'How do I enable two-step verification?',
];

/** The services a chat answer passes through; others' calls in the window are their own timers. */
const ON_PATH = new Set(['chat', 'reply-generation', 'knowledge-ingestion', 'identity', 'billing']);

const probe = startMetricsProbe();
type Counts = Map<string, number>;
async function counts(): Promise<Counts> {
  const out: Counts = new Map();
  for (const p of await probe.points('winzmail.store.duration')) {
    const a = p.attributes;
    const key = `${String(a['db.namespace'])} ${String(a['db.collection.name'])}.${String(a['db.operation.name'])}`;
    const n = typeof p.value === 'number' ? p.value : p.value.count;
    out.set(key, (out.get(key) ?? 0) + n);
  }
  return out;
}
async function rpcCounts(): Promise<Counts> {
  const out: Counts = new Map();
  for (const p of await probe.points('winzmail.rpc.client.duration')) {
    const key = `${String(p.attributes['rpc.service'])}/${String(p.attributes['rpc.method'])}`;
    const n = typeof p.value === 'number' ? p.value : p.value.count;
    out.set(key, (out.get(key) ?? 0) + n);
  }
  return out;
}

function reportRpc(before: Counts, after: Counts, n: number): void {
  const rows = [...after]
    .map(([key, total]) => [key, (total - (before.get(key) ?? 0)) / n] as const)
    .filter(([, per]) => per > 0)
    .sort((a, b) => a[0].localeCompare(b[0]));
  const sum = rows.reduce((s, [, per]) => s + per, 0);
  console.log(`  gRPC calls between services: ${sum.toFixed(2)} each`);
  for (const [key, per] of rows) console.log(`  ${per.toFixed(2).padStart(6)}  ${key}`);
}

function report(title: string, before: Counts, after: Counts, n: number): void {
  const rows = [...after]
    .map(([key, total]) => [key, (total - (before.get(key) ?? 0)) / n] as const)
    .filter(([, per]) => per > 0)
    .sort((a, b) => a[0].localeCompare(b[0]));
  const onPath = (key: string) => ON_PATH.has(key.split(' ')[0]!);
  const sum = rows.filter(([key]) => onPath(key)).reduce((s, [, per]) => s + per, 0);
  console.log(`${title}: ${sum.toFixed(2)} store calls each (mean of ${n})`);
  for (const [key, per] of rows)
    console.log(
      `  ${per.toFixed(2).padStart(6)}  ${key}${onPath(key) ? '' : '  (its own timers, not counted)'}`,
    );
}

const run = randomUUID().slice(0, 8);
const env: Record<string, string> = {
  OUTBOX_POLL_MS: '3600000',
  CHAT_RATE_STAFF_PER_ORG: '1000000',
  CHAT_RATE_PER_VISITOR: '1000000',
  CHAT_RATE_PER_ADDRESS: '1000000',
  CHAT_RATE_PER_ORG: '1000000',
  // The composer stands in for a priced model: its answers cost, so the budget is checked.
  ...(BUDGET ? { LLM_PRICES: 'grounded-composer=1/2' } : {}),
};
if (REAL) {
  for (const name of ['MONGODB_URL', 'ELASTICSEARCH_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT']) {
    if (!process.env[name]) throw new Error(`REAL=1 needs ${name} (tests/infra/.env.infra)`);
  }
  Object.assign(env, {
    MONGODB_URL: process.env.MONGODB_URL!,
    ELASTICSEARCH_URL: process.env.ELASTICSEARCH_URL!,
    KAFKA_BROKERS: process.env.KAFKA_BROKERS!,
    KAFKA_TOPIC_PREFIX: `calls${run}.`,
    MONGODB_DATABASE_PREFIX: `calls${run}-`,
    S3_ENDPOINT: process.env.S3_ENDPOINT!,
    S3_ACCESS_KEY: process.env.S3_ACCESS_KEY ?? '',
    S3_SECRET_KEY: process.env.S3_SECRET_KEY ?? '',
    S3_BUCKET: `calls${run}`,
  });
}

const product = await startTestProduct(env);
const api = product.api;
try {
  const account = newAccount('calls');
  await register(api, account);
  const token = await login(api, account);
  const me = await call<{ id: string }>('GET', `${api}/org/me`, undefined, token);
  const orgId = me.body.id;
  for (const [name, text] of Object.entries(SHOP_DOCS)) await uploadText(api, token, name, text);
  if (BUDGET) {
    const set = await call('PUT', `${api}/org/model-budget`, { monthly_usd: 1000 }, token);
    if (set.status !== 200) throw new Error(`budget: ${set.status} ${JSON.stringify(set.body)}`);
  }
  const visitor = await newVisitor(api, orgId);
  const staff = { token };
  const widget = { orgId, visitor };
  const answer = async (who: typeof staff | typeof widget, i: number) => {
    const res = await ask(api, who, QUESTIONS[i % QUESTIONS.length]!);
    if (res.status !== 200) throw new Error(`ask: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const widgetLoad = async () => {
    const res = await fetch(`${api}/chat/widget-config`, { headers: { 'org-token': orgId } });
    if (res.status !== 200) throw new Error(`widget-config: ${res.status}`);
    await res.arrayBuffer();
  };
  // Warm-up: first reads fill whatever the services keep.
  for (let i = 0; i < 3; i++) {
    await answer(staff, i);
    await answer(widget, i);
    await widgetLoad();
  }
  console.log(`${REAL ? 'real servers' : 'embedded'}; model budget ${BUDGET ? 'set' : 'none'}`);
  for (const [title, once] of [
    ['staff chat answer (POST /chat/ask, bearer)', (i: number) => answer(staff, i)],
    ['widget answer (POST /chat/ask, Org-Token + Visitor-Token)', (i: number) => answer(widget, i)],
    ['widget load (GET /chat/widget-config)', () => widgetLoad()],
  ] as const) {
    const [before, rpcBefore] = [await counts(), await rpcCounts()];
    for (let i = 0; i < ANSWERS; i++) await once(i);
    report(title, before, await counts(), ANSWERS);
    reportRpc(rpcBefore, await rpcCounts(), ANSWERS);
  }
} finally {
  await product.dispose();
  await probe.stop();
}
