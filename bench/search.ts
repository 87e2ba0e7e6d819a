// Hybrid search latency (p50/p95) at 1k / 10k / 100k chunks in one organisation, dims 384:
// the in-process index (plus its memory per 10k chunks and the wall and CPU time of indexing
// each size: docs/search.md#indexing-cost) and, when ELASTICSEARCH_URL is set,
// Elasticsearch at 100k. Then the same sizes and corpus through MiniSearch and Orama beside ours
// (keyword, vector and hybrid where a library has them), so the hand-written index keeps showing
// why it exists. Prints figures; asserts nothing.
//   npx tsx --expose-gc bench/search.ts  (SIZES=1000,10000 QUERIES=300 ES_CHUNKS=100000 PEERS=0)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Chunk, SearchIndex } from '../services/platform/src/search/index.js';
import { openSearchIndex } from '../services/platform/src/search/index.js';
import { miniSearchEngine, oramaEngine, type Engine, type Mode } from './search-peers.js';

const DIMS = 384;
const SIZES = (process.env.SIZES ?? '1000,10000,100000').split(',').map(Number);
const QUERIES = Number(process.env.QUERIES ?? 300);
const ES_CHUNKS = Number(process.env.ES_CHUNKS ?? 100_000);
const PEERS = process.env.PEERS !== '0';
/** Time one measurement may take (at least 20 queries): a slow library at 100k would take hours. */
const BUDGET_MS = Number(process.env.BUDGET_S ?? 30) * 1000;
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
/** Where the corpus starts in the random sequence: every index gets the same chunks. */
const CORPUS_SEED = seed;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

type Query = (typeof queries)[number];
interface Latency {
  p50: number;
  p95: number;
  p99: number;
  /** Queries measured (fewer than QUERIES when the time budget ran out). */
  count: number;
}

async function measureWith(search: (q: Query) => Promise<unknown>): Promise<Latency> {
  const warmUntil = performance.now() + BUDGET_MS / 10;
  for (const q of queries.slice(0, 20)) {
    await search(q); // warm-up
    if (performance.now() > warmUntil) break;
  }
  const times: number[] = [];
  const until = performance.now() + BUDGET_MS;
  for (const q of queries) {
    const t = performance.now();
    await search(q);
    times.push(performance.now() - t);
    if (times.length >= 20 && performance.now() > until) break;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    count: times.length,
  };
}

const measure = (index: SearchIndex): Promise<Latency> => measureWith((q) => index.search(ORG, q));

const gc = (globalThis as { gc?: () => void }).gc;
/** Resident memory: includes the WebAssembly memory holding the vectors. */
const rssMb = (): number => {
  gc?.();
  return process.memoryUsage().rss / 2 ** 20;
};
/**
 * Live memory: JS heap plus memory outside it (buffers, WebAssembly), after collections with
 * turns of the event loop between them (backing stores are released after their owners go).
 */
async function liveMb(): Promise<number> {
  for (let i = 0; i < 4; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const m = process.memoryUsage();
  return (m.heapUsed + m.external) / 2 ** 20;
}

/** One row of the comparison with the libraries. */
interface PeerRow {
  engine: string;
  mode: Mode;
  size: number;
  indexSeconds: number;
  latency: Latency;
  mbPer10k: number;
}
const peerRows: PeerRow[] = [];

/** CPU time spent in upsert (ms, all threads): steadier than wall time on a busy machine. */
let indexCpuMs = 0;

/** Indexes chunks from..to; returns the time spent in upsert only (not generating the data). */
async function grow(index: Pick<SearchIndex, 'upsert'>, from: number, to: number): Promise<number> {
  if (from === 0) seed = CORPUS_SEED;
  let spent = 0;
  for (let i = from; i < to; i += 5000) {
    const batch = chunks(i, Math.min(to, i + 5000));
    const t = performance.now();
    const cpu = process.cpuUsage();
    await index.upsert(batch);
    spent += performance.now() - t;
    const used = process.cpuUsage(cpu);
    indexCpuMs += (used.user + used.system) / 1000;
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
  const baseLive = await liveMb();
  const memory = await openSearchIndex({ dims: DIMS, dataDir });
  let have = 0;
  let indexMs = 0;
  const base = rssMb();
  for (const size of SIZES) {
    indexCpuMs = 0;
    indexMs += await grow(memory, have, size);
    console.log(
      `  (indexing chunks ${have}..${size}: ${(indexCpuMs / 1000).toFixed(1)} s of CPU, language detection and stems included)`,
    );
    console.log(
      `  (resident memory: ${(((rssMb() - base) / size) * 10_000).toFixed(0)} MB per 10k chunks at ${size})`,
    );
    const mbPer10k = (((await liveMb()) - baseLive) / size) * 10_000;
    have = size;
    const r = await measure(memory);
    console.log(
      `in-process ${String(size).padStart(12)} ${fmt(indexMs / 1000)}  ${fmt(r.p50)}  ${fmt(r.p95)}  ${fmt(r.p99)}`,
    );
    const keyword = await measureWith((q) => memory.search(ORG, { ...q, vector: [] }));
    const row = { engine: 'ours (in-process)', size, indexSeconds: indexMs / 1000, mbPer10k };
    peerRows.push(
      { ...row, mode: 'keyword', latency: keyword },
      { ...row, mode: 'hybrid', latency: r },
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

const peerHeader = (): void => {
  console.log(
    `\nlibraries, same corpus and queries (k 8; keyword = BM25 over the query's words, OR; memory = heap + external after GC)`,
  );
  console.log(
    'engine              mode      chunks   index s    p50 ms    p95 ms  MB/10k  queries',
  );
};
const printPeer = (r: PeerRow): void =>
  console.log(
    `${r.engine.padEnd(19)} ${r.mode.padEnd(7)} ${String(r.size).padStart(8)} ${fmt(r.indexSeconds)}  ${fmt(r.latency.p50)}  ${fmt(r.latency.p95)} ${r.mbPer10k.toFixed(0).padStart(7)} ${String(r.latency.count).padStart(8)}`,
  );

/** Grows a library through the sizes as ours was, measuring each of its modes at each size. */
async function runPeer(make: () => Engine): Promise<void> {
  const base = await liveMb();
  let engine: Engine | undefined = make();
  let have = 0;
  let indexMs = 0;
  for (const size of SIZES) {
    indexMs += await grow({ upsert: (batch) => engine!.add(batch) }, have, size);
    have = size;
    const mbPer10k = (((await liveMb()) - base) / size) * 10_000;
    for (const mode of engine.modes) {
      const latency = await measureWith((q) => engine!.search(mode, q));
      printPeer({
        engine: engine.name,
        mode,
        size,
        indexSeconds: indexMs / 1000,
        latency,
        mbPer10k,
      });
    }
  }
  engine = undefined; // let the next library start from a collected heap
}

if (PEERS) {
  peerHeader();
  peerRows.forEach(printPeer);
  // Rows print as they are measured: a library can take long at 100k.
  await runPeer(miniSearchEngine);
  await runPeer(() => oramaEngine(DIMS));
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
