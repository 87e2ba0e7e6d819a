// Retrieval quality on a BEIR-format folder (corpus.jsonl, queries.jsonl, qrels/test.tsv): the
// corpus goes through the knowledge service's own ingestion path (type check → blob → parse →
// chunk → embed → index), then every test query is searched and the chunk hits are pooled per
// document (best rank). Prints nDCG@10 and Recall@100 for BM25 alone and, for each embedder
// available, dense alone and the hybrid (RRF). Prints figures; asserts nothing.
//   npm run build && npx tsx bench/retrieval-quality.ts path/to/scifact   (MAX_DOCS=… MAX_QUERIES=…)
//   npx tsx bench/retrieval-quality.ts --sample /tmp/kb-sample   writes a small BEIR-format sample
import { createReadStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { availableProviders, openHarness, type Harness } from './knowledge-harness.js';

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

interface Corpus {
  docs: Map<string, { title: string; text: string }>;
  queries: Map<string, string>;
  qrels: Map<string, Map<string, number>>;
}

async function* jsonl(path: string): AsyncGenerator<Record<string, unknown>> {
  for await (const line of createInterface({
    input: createReadStream(path),
    crlfDelay: Infinity,
  })) {
    if (line.trim()) yield JSON.parse(line) as Record<string, unknown>;
  }
}

async function load(dir: string, maxDocs: number, maxQueries: number): Promise<Corpus> {
  const qrels = new Map<string, Map<string, number>>();
  const tsv = await readFile(join(dir, 'qrels', 'test.tsv'), 'utf8');
  for (const line of tsv.split('\n').slice(1)) {
    const [q, d, s] = line.trim().split('\t');
    if (!q || !d || !s || Number(s) <= 0) continue;
    if (!qrels.has(q)) qrels.set(q, new Map());
    qrels.get(q)!.set(d, Number(s));
  }
  const queries = new Map<string, string>();
  for await (const q of jsonl(join(dir, 'queries.jsonl'))) {
    const id = String(q._id);
    if (qrels.has(id) && queries.size < maxQueries) queries.set(id, String(q.text));
  }
  // Judged documents first, so a capped corpus still holds the answers (then the rest as distractors).
  const wanted = new Set([...queries.keys()].flatMap((q) => [...qrels.get(q)!.keys()]));
  const docs = new Map<string, { title: string; text: string }>();
  const others: [string, { title: string; text: string }][] = [];
  for await (const d of jsonl(join(dir, 'corpus.jsonl'))) {
    const entry: [string, { title: string; text: string }] = [
      String(d._id),
      { title: String(d.title ?? ''), text: String(d.text ?? '') },
    ];
    if (wanted.has(entry[0])) docs.set(...entry);
    else if (others.length < maxDocs) others.push(entry);
  }
  for (const [id, d] of others) if (docs.size < maxDocs) docs.set(id, d);
  return { docs, queries, qrels };
}

function ndcgAt10(ranked: string[], rel: Map<string, number>): number {
  const dcg = ranked
    .slice(0, 10)
    .reduce((s, d, i) => s + (2 ** (rel.get(d) ?? 0) - 1) / Math.log2(i + 2), 0);
  const ideal = [...rel.values()].sort((a, b) => b - a).slice(0, 10);
  const idcg = ideal.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  return idcg > 0 ? dcg / idcg : 0;
}

const recallAt100 = (ranked: string[], rel: Map<string, number>) =>
  [...rel.keys()].filter((d) => ranked.slice(0, 100).includes(d)).length / rel.size;

async function evaluate(
  h: Harness,
  corpus: Corpus,
  docOf: Map<string, string>,
  mode: 'hybrid' | 'bm25' | 'dense',
) {
  let ndcg = 0;
  let recall = 0;
  for (const [qid, text] of corpus.queries) {
    const hits = await h.search(text, 300, mode);
    const ranked: string[] = [];
    for (const hit of hits) {
      const d = docOf.get(hit.documentId);
      if (d && !ranked.includes(d)) ranked.push(d);
    }
    ndcg += ndcgAt10(ranked, corpus.qrels.get(qid)!);
    recall += recallAt100(ranked, corpus.qrels.get(qid)!);
  }
  return { ndcg: ndcg / corpus.queries.size, recall: recall / corpus.queries.size };
}

async function writeSample(dir: string): Promise<void> {
  const topics: [string, string, string][] = [
    [
      'Returns',
      'Unused items can be sent back within thirty days of delivery for a full refund.',
      'how long do I have to send something back',
    ],
    [
      'Damaged parcels',
      'If a parcel arrives damaged, photograph it within two days and we ship a replacement.',
      'my package arrived broken',
    ],
    [
      'Tracking',
      'A tracking link is emailed as soon as the parcel leaves the warehouse.',
      'where can I follow my delivery',
    ],
    [
      'Passwords',
      'Passwords need twelve characters and are stored only as salted hashes.',
      'password length rules',
    ],
    [
      'Two-step sign-in',
      'Turn on two-step verification with an authenticator app in the security settings.',
      'enable 2FA',
    ],
    [
      'Invoices',
      'A PDF invoice is emailed on the first day of every month.',
      'where is my monthly bill',
    ],
    [
      'Office',
      'Our office is at Stationsplein 7 in Utrecht, on the third floor.',
      'what is your address',
    ],
    [
      'Parking',
      'Paid parking is available in the garage opposite the station.',
      'where can I leave my car',
    ],
  ];
  await mkdir(join(dir, 'qrels'), { recursive: true });
  await writeFile(
    join(dir, 'corpus.jsonl'),
    topics.map(([t, x], i) => JSON.stringify({ _id: `d${i}`, title: t, text: x })).join('\n'),
  );
  await writeFile(
    join(dir, 'queries.jsonl'),
    topics.map(([, , q], i) => JSON.stringify({ _id: `q${i}`, text: q })).join('\n'),
  );
  await writeFile(
    join(dir, 'qrels', 'test.tsv'),
    ['query-id\tcorpus-id\tscore', ...topics.map((_, i) => `q${i}\td${i}\t1`)].join('\n'),
  );
  console.log(`wrote a BEIR-format sample to ${dir}`);
}

const args = process.argv.slice(2);
if (args[0] === '--sample') {
  await writeSample(args[1] ?? 'bench/results/kb-sample');
  process.exit(0);
}
const dir = args[0];
if (!dir) {
  console.error('usage: npx tsx bench/retrieval-quality.ts <beir-folder> | --sample <dir>');
  process.exit(2);
}
const corpus = await load(
  dir,
  Number(process.env.MAX_DOCS ?? 1e9),
  Number(process.env.MAX_QUERIES ?? 1e9),
);
const name = basename(dir.replace(/\/+$/, '')).toLowerCase();
console.log(`${name}: ${corpus.docs.size} documents, ${corpus.queries.size} test queries`);
const anchor = PUBLISHED_BM25[name];
if (anchor !== undefined) console.log(`anchor: BM25 nDCG@10 ${anchor.toFixed(3)} (BEIR paper)`);

const rows: [string, number, number][] = [];
for (const provider of await availableProviders()) {
  const h = await openHarness(provider);
  try {
    const started = Date.now();
    const docOf = new Map<string, string>();
    for (const [id, d] of corpus.docs) {
      const body = d.title ? `# ${d.title}\n\n${d.text}` : d.text;
      const doc = await h.ingest(`${id}.md`, Buffer.from(body || ' ', 'utf8'));
      docOf.set(doc.id, id);
    }
    console.log(`  ${h.embedder.id}: ingested in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (rows.length === 0) {
      const bm25 = await evaluate(h, corpus, docOf, 'bm25');
      rows.push(['BM25 (in-process index)', bm25.ndcg, bm25.recall]);
    }
    const dense = await evaluate(h, corpus, docOf, 'dense');
    rows.push([`dense ${h.embedder.id}`, dense.ndcg, dense.recall]);
    const hybrid = await evaluate(h, corpus, docOf, 'hybrid');
    rows.push([`hybrid BM25 + ${h.embedder.id} (RRF)`, hybrid.ndcg, hybrid.recall]);
  } finally {
    await h.close();
  }
}
console.log(`\n${'retriever'.padEnd(44)} nDCG@10  Recall@100`);
for (const [label, ndcg, recall] of rows)
  console.log(
    `${label.padEnd(44)} ${ndcg.toFixed(3).padStart(7)}  ${recall.toFixed(3).padStart(10)}`,
  );
