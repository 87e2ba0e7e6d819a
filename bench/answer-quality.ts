// Answer quality of reply-generation, every model adapter judged the same way on every labelled
// set (bench/data/answer-quality, built from public registry text; its README says what each set
// is and records figures). Both services run in-process (real knowledge-ingestion: its embedded
// index, lexical embedder by default); questions go through reply-generation's gRPC Answer (chat)
// and emails through GenerateReply. Prints figures; asserts nothing.
//   npx tsx --tsconfig tsconfig.tests.json bench/answer-quality.ts   (VERBOSE=1 lists the misses)
// Adapters: the grounded composer always; llama.cpp when models/ holds a SmolLM2 GGUF (or
// LLM_MODEL_PATH names one); the OpenAI-compatible router when OPENAI_BASE_URL is set.
// ADAPTERS=composer,llama-cpp,openai picks adapters; SETS=udhr,reworded,unanswerable,wrong-topic,
// multi-question,language,latency picks sets. A slow adapter (llama.cpp, 2 cores) answers an even
// sample of each set, SAMPLE items (default 10; SAMPLE=all: every item); the composer answers all.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { detectLanguage } from '../services/platform/src/text/index.js';
import {
  openChatModel,
  type ChatCompletion,
  type ChatModel,
  type ChatRequest,
  type ChatModelSettings,
} from '../services/platform/src/llm/index.js';
import { autoSendBlock } from '../services/mail-sync/src/domain/gates.js';
import { startHarness, type Harness } from '../services/reply-generation/test/support/harness.js';
import type { replyGeneration } from '../proto/src/index.js';
import {
  knowledgeBase,
  largeKnowledgeBase,
  loadAnswerSets,
  normFact,
  type Answerable,
  type KnowledgeBaseName,
} from './answer-sets.js';

type Generated = replyGeneration.GeneratedText__Output;

const ROOT = join(import.meta.dirname, '..');
/**
 * The knowledge service's embedder: the product's default (the local MiniLM model, which
 * `npm start` uses) unless EMBEDDER=lexical names the fallback.
 */
const EMBEDDER = process.env.EMBEDDER ?? 'local';
const KNOWLEDGE_ENV = { EMBEDDINGS_PROVIDER: EMBEDDER };
const VERBOSE = Boolean(process.env.VERBOSE);
const want = (list: string | undefined, name: string) =>
  !list || list.split(',').some((s) => s.trim() === name);
const runSet = (name: string) => want(process.env.SETS, name);
const KBS: KnowledgeBaseName[] = ['udhr', 'policies'];
const LANGUAGE_MODES = ['Same as the sender', 'English'];
const CHUNKS = 1000;

const sets = loadAnswerSets();

async function adapters(): Promise<{ name: string; model: ChatModel; slow: boolean }[]> {
  const out: { name: string; model: ChatModel; slow: boolean }[] = [];
  const tryOpen = async (name: string, settings: ChatModelSettings, slow: boolean) => {
    if (!want(process.env.ADAPTERS, name)) return;
    try {
      out.push({ name, model: await openChatModel(settings), slow });
    } catch (err) {
      console.log(`${name}: skipped (${err instanceof Error ? err.message : String(err)})`);
    }
  };
  await tryOpen('composer', { provider: 'composer' }, false);
  const models = join(ROOT, 'models');
  const gguf =
    process.env.LLM_MODEL_PATH ??
    (existsSync(models)
      ? readdirSync(models, { recursive: true })
          .map(String)
          .filter((f) => /smollm2.*\.gguf$/i.test(f))
          .map((f) => join(models, f))[0]
      : undefined);
  if (gguf)
    await tryOpen('llama-cpp', { provider: 'llama-cpp', llamaCpp: { modelPath: gguf } }, true);
  else console.log('llama-cpp: skipped (no SmolLM2 GGUF under models/)');
  if (process.env.OPENAI_BASE_URL) {
    await tryOpen(
      'openai',
      {
        provider: 'openai',
        openai: { baseUrl: process.env.OPENAI_BASE_URL, apiKey: process.env.OPENAI_API_KEY },
      },
      false,
    );
  } else console.log('openai: skipped (OPENAI_BASE_URL not set)');
  return out;
}

const pct = (n: number, d: number) =>
  d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const line = (label: string, value: string) => console.log(`  ${label.padEnd(58)} ${value}`);
const snippet = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 160));
const hasFacts = (text: string, facts: string[]) =>
  facts.every((f) => normFact(text).includes(normFact(f)));

const unitsLeft = (g: Generated): string[] => g.units_left;
const languageNote = (g: Generated): string => g.language_note;

/** `n` items spread evenly over `items` (all when n ≥ length). */
function sample<T>(items: T[], n: number): T[] {
  if (n >= items.length) return items;
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);
}

/** Organisations with each knowledge base uploaded, optionally with a reply language set. */
async function organisations(harness: Harness, language?: string) {
  const orgs = new Map<KnowledgeBaseName, string>();
  for (const kb of KBS) {
    const orgId = randomUUID();
    for (const d of knowledgeBase(kb)) await harness.upload(orgId, d.filename, d.text);
    if (language)
      await harness.reply.SetPrompt({
        org_id: orgId,
        config: { language },
        set_fields: ['language'],
      });
    orgs.set(kb, orgId);
  }
  return (kb: KnowledgeBaseName) => orgs.get(kb)!;
}

const EMPTY: Generated = {
  text: '',
  sources: [],
  model: '',
  grounded: false,
  abstained: false,
  screening: null,
  language: '',
  usage: null,
  cost_micros: 0,
  budget_exceeded: false,
  sender_language: '',
  language_note: '',
  relevance: '',
  units_left: [],
};

/** One adapter's run over the sets; every call's failure counts as a wrong reply. */
async function runAdapter(name: string, model: ChatModel, slow: boolean) {
  const started = performance.now();
  const n = process.env.SAMPLE === 'all' ? Infinity : Number(process.env.SAMPLE ?? 10);
  const pick = <T>(items: T[]) => (slow ? sample(items, n) : items);
  const harness = await startHarness(model, {}, KNOWLEDGE_ENV);
  let failed = 0;
  let calls = 0;
  const latencies: number[] = [];
  const call = async (what: string, fn: () => Promise<Generated>): Promise<Generated> => {
    calls++;
    const t = performance.now();
    try {
      const g = await fn();
      latencies.push(performance.now() - t);
      return g;
    } catch (err) {
      failed++;
      if (VERBOSE) console.log(`    failed: ${what}: ${String(err)}`);
      return EMPTY;
    }
  };
  console.log(`\n${name} (${model.id})${slow ? `, a sample of at most ${n} items per set` : ''}`);
  try {
    const org = await organisations(harness);
    const ask = (kb: KnowledgeBaseName, question: string) =>
      call(question, () => harness.reply.Answer({ org_id: org(kb), question, history: [] }));

    const answerable = async (label: string, items: Answerable[]) => {
      let correct = 0;
      let abstained = 0;
      let wrong = 0;
      let wrongGrounded = 0;
      for (const { kb, q, facts } of items) {
        const a = await ask(kb, q);
        if (a.abstained) abstained++;
        else if (hasFacts(a.text, facts)) correct++;
        else {
          wrong++;
          if (a.grounded) wrongGrounded++;
        }
        if (VERBOSE && !hasFacts(a.text, facts))
          console.log(`    ${a.abstained ? 'abstained' : 'wrong'}: ${q} → ${snippet(a.text)}`);
      }
      line(`${label}: correct (gold fact present)`, pct(correct, items.length));
      line(`${label}: confident wrong (answered, fact absent)`, pct(wrong, items.length));
      line(`${label}: confident wrong judged grounded`, pct(wrongGrounded, items.length));
      line(`${label}: abstained`, pct(abstained, items.length));
    };
    const unanswerable = async (label: string, items: { kb: KnowledgeBaseName; q: string }[]) => {
      let abstained = 0;
      let answeredGrounded = 0;
      for (const { kb, q } of items) {
        const a = await ask(kb, q);
        if (a.abstained) abstained++;
        else if (a.grounded) answeredGrounded++;
        if (!a.abstained && VERBOSE)
          console.log(`    answered unanswerable: ${q} → ${snippet(a.text)}`);
      }
      line(`${label}: abstained`, pct(abstained, items.length));
      line(`${label}: answered and judged grounded`, pct(answeredGrounded, items.length));
    };

    if (runSet('udhr')) {
      await answerable('udhr set answerable', pick(sets.udhr.answerable));
      await unanswerable('udhr set unanswerable', pick(sets.udhr.unanswerable));
    }
    if (runSet('reworded')) {
      for (const kb of KBS)
        await answerable(`reworded [${kb}]`, pick(sets.reworded.filter((q) => q.kb === kb)));
    }
    if (runSet('unanswerable')) {
      for (const kb of KBS)
        await unanswerable(
          `unanswerable [${kb}]`,
          pick(sets.unanswerable.filter((q) => q.kb === kb)),
        );
    }
    if (runSet('multi-question')) {
      let units = 0;
      let answered = 0;
      let named = 0;
      let whole = 0;
      let sent = 0;
      const emails = pick(sets.multiQuestion);
      for (const e of emails) {
        const g = await call(e.subject, () =>
          harness.reply.GenerateReply({
            org_id: org(e.kb),
            from_address: '"Sam Lee" <sam@example.com>',
            subject: e.subject,
            body: e.body,
            html: '',
          }),
        );
        const left = normFact(unitsLeft(g).join('\n'));
        let all = true;
        for (const u of e.units) {
          units++;
          if (u.facts && hasFacts(g.text, u.facts)) answered++;
          else if (
            u.topic &&
            (normFact(g.text).includes(normFact(u.topic)) || left.includes(normFact(u.topic)))
          )
            named++;
          else {
            all = false;
            if (VERBOSE) console.log(`    unit neither answered nor named: ${e.subject}: ${u.ask}`);
          }
        }
        if (all) whole++;
        if (autoSendBlock(g) === null) sent++;
      }
      line('multi-question: units answered or named', pct(answered + named, units));
      line('multi-question: units answered (gold fact present)', pct(answered, units));
      line('multi-question: units named (left for a colleague)', pct(named, units));
      line('multi-question: emails with every unit handled', pct(whole, emails.length));
      line('multi-question: emails that would be sent automatically', pct(sent, emails.length));
    }
    if (runSet('language')) {
      for (const mode of LANGUAGE_MODES) {
        const orgL = await organisations(harness, mode);
        let match = 0;
        let auto = 0;
        let autoMatch = 0;
        const items = pick(sets.language);
        for (const { kb, lang, q } of items) {
          const g = await call(q, () =>
            harness.reply.GenerateReply({
              org_id: orgL(kb),
              from_address: 'kim@example.com',
              subject: '',
              body: q,
              html: '',
            }),
          );
          const written = detectLanguage(g.text);
          if (written === lang) match++;
          else if (VERBOSE) console.log(`    reply in '${written}' to ${lang}: ${q}`);
          // Sent unseen: mail-sync's gates pass it and no language note keeps it a draft.
          if (autoSendBlock(g) === null && languageNote(g) === '') {
            auto++;
            if (written === lang) autoMatch++;
          }
        }
        line(`language "${mode}": reply in the sender's language`, pct(match, items.length));
        line(`language "${mode}": would be sent automatically`, pct(auto, items.length));
        line(`language "${mode}": of those, in the sender's language`, pct(autoMatch, auto));
      }
    }
    line('failed calls (error or 60 s deadline)', `${failed}/${calls}`);
    line(
      'time per reply',
      `p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms`,
    );
    line('run time', `${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await harness.dispose();
  }
}

/**
 * Wrong-topic replies through reply-generation's grounding judgement: the reply quotes true
 * sentences (cited as [1], the passage it was given) about something else than the question.
 * The judgement is the same whatever model wrote the text, so it runs once.
 */
/**
 * A writer that quotes the given true sentences about another topic and cites the passage they
 * come from: what a model that answers the wrong question writes. Its reply goes through
 * reply-generation's own judgement (support and relevance), the same for every writer.
 */
class WrongTopicWriter implements ChatModel {
  readonly id = 'wrong-topic-writer';
  quote: string[] = [];
  /** Whether the quoted sentences were among the passages retrieved for the question. */
  retrieved = false;
  async complete(request: ChatRequest): Promise<ChatCompletion> {
    const passage = request.task.passages.find((p) =>
      this.quote.every((q) => normFact(p.text).includes(normFact(q))),
    );
    this.retrieved = passage !== undefined;
    const text = `Hello,\n\n${this.quote.map((q) => `${q.replace(/[.!?]$/, '')} [${passage?.number ?? 1}].`).join(' ')}\n\nBest regards`;
    return { text, model: this.id, usage: { promptTokens: 0, completionTokens: 0 } };
  }
}

async function wrongTopic() {
  console.log(
    `\nwrong-topic replies (reply-generation's judgement, the same for every writer; embedder ${EMBEDDER})`,
  );
  const writer = new WrongTopicWriter();
  const harness = await startHarness(writer, {}, KNOWLEDGE_ENV);
  try {
    const orgOf = await organisations(harness);
    for (const kb of KBS) {
      const pairs = sets.wrongTopic.filter((p) => p.kb === kb);
      let notGrounded = 0;
      let notRetrieved = 0;
      for (const { q, quote } of pairs) {
        writer.quote = quote;
        const g = await harness.reply.TryPrompt({
          org_id: orgOf(kb),
          config: {},
          subject: '',
          body: q,
          set_fields: [],
        });
        if (!writer.retrieved) notRetrieved++;
        if (!g.grounded) notGrounded++;
        else if (VERBOSE) console.log(`    judged grounded: ${q}`);
      }
      line(`wrong-topic [${kb}]: judged not grounded`, pct(notGrounded, pairs.length));
      if (notRetrieved) line(`  of which the quoted passage was not retrieved`, `${notRetrieved}`);
    }
  } finally {
    await harness.dispose();
  }
}

/** Time per reply with the composer when the organisation's knowledge base holds 1,000 chunks. */
async function latencyAtScale() {
  const model = await openChatModel({ provider: 'composer' });
  const harness = await startHarness(model, {}, KNOWLEDGE_ENV);
  try {
    const orgId = randomUUID();
    let chunks = 0;
    let docs = 0;
    const startedUpload = performance.now();
    for (const d of largeKnowledgeBase()) {
      if (chunks >= CHUNKS) break;
      chunks += (await harness.upload(orgId, d.filename, d.text)).chunk_count;
      docs++;
    }
    const uploadS = ((performance.now() - startedUpload) / 1000).toFixed(0);
    const emails = [
      ...sets.reworded.map((r) => ({ subject: 'Question', body: r.q })),
      ...sets.multiQuestion.map((e) => ({ subject: e.subject, body: e.body })),
    ];
    const times: number[] = [];
    const rounds: number[][] = [];
    for (let round = 0; round < 3; round++) {
      rounds.push([]);
      for (const e of emails) {
        const t = performance.now();
        await harness.reply.GenerateReply({
          org_id: orgId,
          from_address: 'sam@example.com',
          subject: e.subject,
          body: e.body,
          html: '',
        });
        times.push(performance.now() - t);
        rounds[round]!.push(performance.now() - t);
      }
    }
    console.log(
      `\ncomposer at ${chunks} knowledge-base chunks (${docs} documents, ingested in ${uploadS} s)`,
    );
    line(
      `time per reply (GenerateReply, ${times.length} replies)`,
      `p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms`,
    );
    // The first round starts as the last document is ready: its sentences' vectors may still be
    // being made (knowledge-ingestion embeds them after a document is ready).
    rounds.forEach((r, i) =>
      line(
        `  round ${i + 1} (${r.length} replies)`,
        `p50 ${quantile(r, 0.5).toFixed(0)} ms, p95 ${quantile(r, 0.95).toFixed(0)} ms`,
      ),
    );
  } finally {
    await harness.dispose();
  }
}

console.log(
  `answer quality: udhr set ${sets.udhr.answerable.length}+${sets.udhr.unanswerable.length}, ` +
    `reworded ${sets.reworded.length}, unanswerable ${sets.unanswerable.length}, ` +
    `wrong-topic ${sets.wrongTopic.length}, multi-question ${sets.multiQuestion.length} emails ` +
    `(${sets.multiQuestion.reduce((s, e) => s + e.units.length, 0)} units), ` +
    `language ${sets.language.length} × ${LANGUAGE_MODES.length} settings; knowledge bases: ${KBS.join(', ')}`,
);
if (runSet('wrong-topic')) await wrongTopic();
for (const { name, model, slow } of await adapters()) {
  try {
    await runAdapter(name, model, slow);
  } finally {
    await model.close?.();
  }
}
if (runSet('latency') && want(process.env.ADAPTERS, 'composer')) await latencyAtScale();
