// The chat's figures, against the whole product with the embedded model (the grounded composer)
// unless OPENAI_BASE_URL / LLM_MODEL_PATH choose another:
//   - POST /chat/ask streamed (SSE): time to the first piece of the answer and to the whole
//     answer (p50/p95), and the pieces (delta events) per answer, staff and website visitor;
//   - GET /chat/history (one page of 50) p50/p95 with HISTORY (10,000) messages in ONE
//     conversation, seeded straight into the chat service's store before the product starts.
// Set MONGODB_URL etc. to measure on real servers. Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/chat.ts     (ASKS=200 HISTORY=10000 READS=300)
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commonSchema, loadConfig, storeFromConfig } from '@winzmail/platform';
import { openRepos, type ChatDoc } from '../services/chat/src/adapters/repositories.js';
import { uploadText } from '@winzmail/testing/chat';
import { SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import { call, login, newAccount, register, startTestProduct } from '@winzmail/testing/product';

const ASKS = Number(process.env.ASKS ?? 200);
const HISTORY = Number(process.env.HISTORY ?? 10_000);
const READS = Number(process.env.READS ?? 300);

const QUESTIONS = [
  'Within how many days can customers send back items?',
  'How long does international delivery take?',
  'Which payment methods do you accept?',
  'Where is your office?',
  'How do I enable two-step verification?',
  'When is the reception staffed?',
];

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const fmt = (values: number[]) =>
  `p50 ${pct(values, 50).toFixed(1)} ms  p95 ${pct(values, 95).toFixed(1)} ms  (n=${values.length})`;

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-bench-chat-'));
// The conversation with HISTORY messages, written before the product opens the store.
const orgForHistory = randomUUID();
{
  const env = { ...process.env, DATA_DIR: dataDir };
  const store = await storeFromConfig(loadConfig(commonSchema, env), 'chat');
  const { chats } = await openRepos(store);
  const start = Date.now() - HISTORY * 1000;
  const t0 = performance.now();
  for (let i = 0; i < HISTORY; i++) {
    const doc: ChatDoc = {
      _id: randomUUID(),
      org_id: orgForHistory,
      conv: 'staff',
      message: `Question ${i}: ${QUESTIONS[i % QUESTIONS.length]}`,
      response: `Answer ${i}: customers may send back unused items within 30 days of delivery [1].`,
      sources: [{ number: 1, title: 'returns-policy.md — Time limit', document_id: 'd', url: '' }],
      created_at: new Date(start + i * 1000).toISOString(),
    };
    await chats.insertOne(doc);
  }
  console.log(
    `seeded ${HISTORY} messages in one conversation in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await store.close();
}

const product = await startTestProduct(
  {
    CHAT_RATE_STAFF_PER_ORG: '1000000',
    CHAT_RATE_PER_VISITOR: '1000000',
    CHAT_RATE_PER_ADDRESS: '1000000',
    CHAT_RATE_PER_ORG: '1000000',
  },
  dataDir,
);
const api = product.api;
try {
  const account = newAccount('bench');
  await register(api, account);
  const token = await login(api, account);
  const me = await call<{ id: string }>('GET', `${api}/org/me`, undefined, token);
  for (const [name, text] of Object.entries(SHOP_DOCS)) await uploadText(api, token, name, text);
  const visitor = (
    await (
      await fetch(`${api}/chat/visitor`, { method: 'POST', headers: { 'org-token': me.body.id } })
    ).json()
  ).visitor_token as string;

  async function streamed(headers: Record<string, string>, message: string) {
    const t0 = performance.now();
    const res = await fetch(`${api}/chat/ask`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message }),
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let first = NaN;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (Number.isNaN(first) && text.includes('event: delta')) first = performance.now() - t0;
    }
    if (!text.includes('event: done'))
      throw new Error(`no answer: ${res.status} ${text.slice(0, 200)}`);
    return { first, full: performance.now() - t0, pieces: text.split('event: delta').length - 1 };
  }

  for (const [who, headers] of [
    ['staff', { authorization: `Bearer ${token}` }],
    ['visitor', { 'org-token': me.body.id, 'visitor-token': visitor }],
  ] as const) {
    for (let i = 0; i < 10; i++) await streamed(headers, QUESTIONS[i % QUESTIONS.length]!); // warm-up
    const firsts: number[] = [];
    const fulls: number[] = [];
    const pieces: number[] = [];
    for (let i = 0; i < ASKS; i++) {
      const r = await streamed(headers, QUESTIONS[i % QUESTIONS.length]!);
      firsts.push(r.first);
      fulls.push(r.full);
      pieces.push(r.pieces);
    }
    console.log(
      `ask (${who}, streamed, ${process.env.OPENAI_BASE_URL ? 'router' : 'embedded model'})`,
    );
    console.log(`  first piece   ${fmt(firsts)}`);
    console.log(`  whole answer  ${fmt(fulls)}`);
    const mean = pieces.reduce((a, b) => a + b, 0) / pieces.length;
    console.log(
      `  pieces        mean ${mean.toFixed(1)}  min ${Math.min(...pieces)}  max ${Math.max(...pieces)}`,
    );
  }

  // The seeded conversation belongs to an organisation no one signed in as: read it through the
  // chat service's own gRPC History, as the gateway does, and through HTTP for the new org's.
  const { createServiceClient } = await import('@winzmail/platform');
  const { services } = await import('@winzmail/proto');
  const chat = createServiceClient(services.chat(), {
    address: product.services.chat!,
    deadlineMs: 10_000,
  });
  const page = (offset: number) =>
    chat.call.History({ conversation: { org_id: orgForHistory, staff: true }, limit: 50, offset });
  const check = await page(0);
  if (check.total !== HISTORY) throw new Error(`seeded conversation has ${check.total}`);
  for (let i = 0; i < 20; i++) await page(0);
  const newest: number[] = [];
  const deep: number[] = [];
  for (let i = 0; i < READS; i++) {
    let t0 = performance.now();
    await page(0);
    newest.push(performance.now() - t0);
    t0 = performance.now();
    await page(Math.floor((i / READS) * (HISTORY - 50)));
    deep.push(performance.now() - t0);
  }
  console.log(
    `GET /chat/history with ${HISTORY} messages in one conversation (chat service, page of 50)`,
  );
  console.log(`  newest page   ${fmt(newest)}`);
  console.log(`  any page      ${fmt(deep)}`);
  // The same through the gateway for a conversation the caller owns (its few messages).
  const http: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t0 = performance.now();
    await call('GET', `${api}/chat/history?limit=50`, undefined, token);
    http.push(performance.now() - t0);
  }
  console.log(`GET /chat/history over HTTP (staff, ${ASKS + 10} messages)  ${fmt(http)}`);
  chat.close();
} finally {
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}
