// Hybrid search latency (p50/p95) at 1k / 10k / 100k chunks in one organisation, dims 384:
// the in-process index (plus its memory per 10k chunks) and, when ELASTICSEARCH_URL is set,
// Elasticsearch at 100k. Prints figures; asserts nothing.
//   npx tsx --expose-gc bench/search.ts        (SIZES=1000,10000 QUERIES=300 ES_CHUNKS=100000)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Chunk, SearchIndex } from '../services/platform/src/search/index.js';
import { openSearchIndex } from '../services/platform/src/search/index.js';

const DIMS = 384;
const SIZES = (process.env.SIZES ?? '1000,10000,100000').split(',').map(Number);
const QUERIES = Number(process.env.QUERIES ?? 300);
const ES_CHUNKS = Number(process.env.ES_CHUNKS ?? 100_000);
const ORG = 'bench-org';

/** Deterministic pseudo-random numbers, so every run indexes the same corpus. */
let seed = 42;
const random = (): number => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const gaussian = (): number =>
  Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());

// A 20k-word vocabulary drawn with a Zipf law: a few words are in most chunks, as in real text.
const VOCAB = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}`);
const ZIPF = (() => {
  const weights = VOCAB.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  return weights.map((w) => (acc += w / total));
})();
function word(): string {
  const r = random();
  let lo = 0;
  let hi = ZIPF.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ZIPF[mid] as number) < r) lo = mid + 1;
    else hi = mid;
  }
  return VOCAB[lo] as string;
}
const words = (n: number): string => Array.from({ length: n }, word).join(' ');
const vector = (): number[] => Array.from({ length: DIMS }, gaussian);

function chunks(from: number, to: number): Chunk[] {
  const out: Chunk[] = [];
  for (let i = from; i < to; i++) {
    out.push({
      id: `c${i}`,
      orgId: ORG,
      documentId: `d${Math.floor(i / 20)}`,
      filename: `document-${Math.floor(i / 20)}.pdf`,
      heading: words(4),
      text: words(120),
      vector: vector(),
    });
  }
  return out;
}

const queries = Array.from({ length: QUERIES }, () => ({
  text: words(3 + Math.floor(random() * 5)),
  vector: vector(),
  k: 8,
}));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function measure(index: SearchIndex): Promise<{ p50: number; p95: number; p99: number }> {
  for (const q of queries.slice(0, 20)) await index.search(ORG, q); // warm-up
  const times: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    await index.search(ORG, q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

const gc = (globalThis as { gc?: () => void }).gc;
/** Resident memory: includes the WebAssembly memory holding the vectors. */
const rssMb = (): number => {
  gc?.();
  return process.memoryUsage().rss / 2 ** 20;
};

/** Indexes chunks from..to; returns the time spent in upsert only (not generating the data). */
async function grow(index: SearchIndex, from: number, to: number): Promise<number> {
  let spent = 0;
  for (let i = from; i < to; i += 5000) {
    const batch = chunks(i, Math.min(to, i + 5000));
    const t = performance.now();
    await index.upsert(batch);
    spent += performance.now() - t;
  }
  return spent;
}

const fmt = (n: number): string => n.toFixed(1).padStart(8);
console.log(
  `hybrid search, one org, dims ${DIMS}, k 8, ${QUERIES} queries of 3-7 words (Zipf vocabulary)`,
);
console.log('adapter             chunks   index s    p50 ms    p95 ms    p99 ms');

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-bench-search-'));
try {
  const memory = await openSearchIndex({ dims: DIMS, dataDir });
  let have = 0;
  const base = rssMb();
  for (const size of SIZES) {
    const ms = await grow(memory, have, size);
    console.log(
      `  (resident memory: ${(((rssMb() - base) / size) * 10_000).toFixed(0)} MB per 10k chunks at ${size})`,
    );
    have = size;
    const r = await measure(memory);
    console.log(
      `in-process ${String(size).padStart(12)} ${fmt(ms / 1000)}  ${fmt(r.p50)}  ${fmt(r.p95)}  ${fmt(r.p99)}`,
    );
  }
  const t = performance.now();
  await memory.close();
  console.log(
    `  (snapshot of ${have} chunks written on close in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
  const t2 = performance.now();
  const reopened = await openSearchIndex({ dims: DIMS, dataDir });
  await reopened.search(ORG, queries[0] as (typeof queries)[number]);
  console.log(
    `  (reopen + first search, loading the snapshot: ${((performance.now() - t2) / 1000).toFixed(1)} s)`,
  );
  await reopened.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

if (process.env.ELASTICSEARCH_URL) {
  const indexName = `winzmail-bench-${Date.now()}`;
  const es = await openSearchIndex({
    elasticsearchUrl: process.env.ELASTICSEARCH_URL,
    dims: DIMS,
    indexName,
    dataDir,
  });
  try {
    seed = 42; // same corpus
    const ms = await grow(es, 0, ES_CHUNKS);
    const r = await measure(es);
    console.log(
      `Elasticsearch ${String(ES_CHUNKS).padStart(9)} ${fmt(ms / 1000)}  ${fmt(r.p50)}  ${fmt(r.p95)}  ${fmt(r.p99)}`,
    );
  } finally {
    await es.close();
    const { Client } = await import('@elastic/elasticsearch');
    // Plain DELETE works on 8.x and 9.x alike.
    await fetch(`${process.env.ELASTICSEARCH_URL}/${indexName}`, { method: 'DELETE' });
    void Client;
  }
} else {
  console.log('Elasticsearch: skipped (no ELASTICSEARCH_URL; start tests/infra/up)');
}
