// The knowledge-gap queue's grouping, measured on a labelled set (bench/data/gap-groups): pair
// precision (of the pairs put together, the share that belong together) and pair recall (of
// the pairs that belong together, the share put together), for all-MiniLM-L6-v2 and for the
// lexical fallback, at each threshold of average-linkage clustering; the threshold with the best
// F1 is what domain/gap-groups.ts uses. Also the cost of vectors at read time (embedding every
// question) against clustering alone. Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/gap-grouping.ts
import { readFileSync } from 'node:fs';
import { embedQueries, type Embedder } from '../services/platform/src/embed/index.js';
import { openEmbedder } from '../services/platform/src/embed/open.js';
import {
  GROUPING_THRESHOLD,
  clusterByCosine,
  clusterByWords,
  wordsOf,
} from '../services/knowledge-ingestion/src/domain/gap-groups.js';

interface Labelled {
  near_misses: [string, string][];
  questions: { question: string; group: string }[];
}

const set = JSON.parse(
  readFileSync(new URL('./data/gap-groups/questions.json', import.meta.url), 'utf8'),
) as Labelled;
const labels = set.questions.map((q) => q.group);
const texts = set.questions.map((q) => q.question);

interface PairScore {
  precision: number;
  recall: number;
  f1: number;
  /** Pairs of near-miss groups put together. */
  nearMerged: number;
}

function score(clusters: number[][]): PairScore {
  const at = new Array<number>(labels.length);
  clusters.forEach((c, k) => c.forEach((i) => (at[i] = k)));
  const near = new Set(set.near_misses.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let nearMerged = 0;
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      const same = labels[i] === labels[j];
      const together = at[i] === at[j];
      if (same && together) tp++;
      else if (together) {
        fp++;
        if (near.has(`${labels[i]}|${labels[j]}`)) nearMerged++;
      } else if (same) fn++;
    }
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1, nearMerged };
}

const f = (x: number): string => x.toFixed(3);

function table(name: string, cluster: (t: number) => number[][], chosen: number): void {
  console.log(`\n${name}: ${texts.length} questions in ${new Set(labels).size} groups`);
  console.log('threshold  precision  recall  F1     near-miss pairs merged  groups');
  let best = { t: 0, f1: -1 };
  for (let t = 0.1; t <= 0.801; t += 0.05) {
    const clusters = cluster(t);
    const s = score(clusters);
    if (s.f1 > best.f1) best = { t, f1: s.f1 };
    const mark = Math.abs(t - chosen) < 1e-6 ? '  ← used' : '';
    console.log(
      `${t.toFixed(2)}       ${f(s.precision)}      ${f(s.recall)}   ${f(s.f1)}  ${String(s.nearMerged).padStart(4)}                    ${clusters.length}${mark}`,
    );
  }
  console.log(`best F1 at ${best.t.toFixed(2)} (${f(best.f1)}); used: ${chosen}`);
}

async function measure(name: string, embedder: Embedder, chosen: number): Promise<void> {
  const t0 = performance.now();
  const vectors = await embedQueries(embedder, texts);
  const embedMs = performance.now() - t0;
  table(`${name} (${embedder.id}), cosine`, (t) => clusterByCosine(vectors, t), chosen);
  // Read time: vectors made per request (cold cache) against clustering the queue's bound.
  const many = Array.from({ length: 400 }, (_, i) => vectors[i % vectors.length]!);
  const t1 = performance.now();
  clusterByCosine(many, chosen);
  console.log(
    `embedding ${texts.length} questions: ${embedMs.toFixed(0)} ms (${(embedMs / texts.length).toFixed(1)} ms each); clustering 400: ${(performance.now() - t1).toFixed(0)} ms`,
  );
}

const words = texts.map(wordsOf);
table(
  'shared words (no model; what the queue uses with the lexical embedder)',
  (t) => clusterByWords(words, t),
  GROUPING_THRESHOLD.words,
);
const lexical = await openEmbedder({ provider: 'lexical' });
await measure('hashed-words vectors (not used)', lexical, -1);
const minilm = await openEmbedder({ provider: 'local' });
await measure('MiniLM', minilm, GROUPING_THRESHOLD.semantic);
await minilm.close?.();
