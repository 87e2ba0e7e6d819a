import {
  analyze,
  detectLanguage,
  expectedAnswer,
  foldText,
  holdsAnswer,
  TextMemo,
} from '../../../text/index.js';
import { MEANING, relatedByMeaning } from '../../meaning.js';
import type { Passage, Relatedness } from '../../port.js';
import type { Exclusions } from './exclusions.js';
import { type QuestionUnit, unitTerms } from './question.js';
import { looksLikeInstruction, quotable, quoteWorth } from './screen.js';
import { splitSentences } from './sentences.js';

/** A passage sentence with how well it answers the question. */
export interface ScoredSentence {
  passage: Passage;
  /** The passage's place in the retrieval order (0 = best). */
  order: number;
  position: number;
  text: string;
  language: string;
  terms: ReadonlySet<string>;
  /** May be quoted: not hostile, not a question, not boilerplate-only, no excluded topic. */
  quotable: boolean;
  /** BM25 against the question, weighted by support, quote worth and retrieval score. */
  rank: number;
  /** Best IDF-weighted share of one question unit's terms found (0..1). */
  support: number;
  /** Per question unit: whether this sentence answers it (see `supports`). */
  answers: boolean[];
  /**
   * Per question unit: how well this sentence answers it, for choosing between answers: BM25
   * against that unit alone (favouring a figure when one is asked for); with a semantic embedder,
   * its share of the best such BM25 plus the similarity by meaning.
   */
  fit: number[];
  /** How much it is worth quoting as such (screen.ts quoteWorth), in (0, 1]. */
  worth: number;
  /** Per question unit: cosine similarity by meaning (0 without a semantic embedder). */
  similarity: number[];
}

/** How much words weigh beside meaning when choosing a unit's answer (semantic embedder only). */
const WORDS_IN_FIT = 0.1;

// BM25 as in Lucene/Anserini.
const K1 = 1.2;
const B = 0.75;
/** Passages retrieved far below the best one are not used at all. */
const MIN_RELATIVE_RETRIEVAL = 0.2;
/** How much a heading's or a preceding FAQ question's terms count beside the sentence's own. */
const HEADING_WEIGHT = 0.3;
const FAQ_QUESTION_WEIGHT = 0.8;

interface Raw {
  passage: Passage;
  order: number;
  position: number;
  text: string;
  language: string;
  terms: readonly string[];
  context: Map<string, number>;
  /** quotable() of the text, as it reads alone (exclusions and retrieval are judged per answer). */
  quotable: boolean;
  worth: number;
}

export interface ScoreInput {
  passages: readonly Passage[];
  units: readonly QuestionUnit[];
  /** The question's language, the fallback for passages too short to tell. */
  questionLanguage: string;
  replyLanguage: string;
  exclusions: Exclusions;
  relatedness?: Relatedness | undefined;
}

export function scoreSentences(input: ScoreInput): ScoredSentence[] {
  const raws = input.passages.flatMap((passage, order) => split(passage, order, input));
  if (raws.length === 0) return [];
  // IDF and average length over every sentence of the given passages (Lucene's BM25 formula).
  const df = new Map<string, number>();
  let totalLength = 0;
  for (const raw of raws) {
    totalLength += raw.terms.length;
    for (const term of new Set(raw.terms)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = raws.length;
  const avgdl = totalLength / n || 1;
  const idf = (term: string) => {
    const d = df.get(term) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };
  const top = Math.max(...input.passages.map((p) => p.score));
  const unitsByLanguage = new Map<string, string[][]>();
  const unitsIn = (language: string): string[][] => {
    let units = unitsByLanguage.get(language);
    if (!units) {
      units = input.units.map((u) => unitTerms(u.text, language));
      unitsByLanguage.set(language, units);
    }
    return units;
  };

  const meaning = input.relatedness?.kind === 'semantic' ? input.relatedness : undefined;
  // The relatedness row of each unit (matched by text: the caller split the question alike).
  const unitRow = input.units.map((u) => meaning?.units.indexOf(u.text) ?? -1);
  const similarityOf = (text: string): number[] => {
    const row = meaning?.sentences.get(text);
    return unitRow.map((j) => (row && j >= 0 ? (row[j] ?? 0) : 0));
  };

  // The kind of value each unit asks for ("how much?" a price): a sentence without one does not
  // answer it, however close in meaning (text/answer-kind.ts).
  const kinds = input.units.map((u) => expectedAnswer(u.text));

  const scored = raws.map((raw) => {
    const units = unitsIn(raw.language);
    const tf = new Map<string, number>();
    for (const term of raw.terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    const norm = K1 * (1 - B + (B * raw.terms.length) / avgdl);
    const termScore = (term: string) => {
      const f = tf.get(term) ?? 0;
      return idf(term) * (f > 0 ? (f * (K1 + 1)) / (f + norm) : (raw.context.get(term) ?? 0));
    };
    let bm25 = 0;
    for (const term of new Set(units.flat())) bm25 += termScore(term);
    const figure = /\p{N}/u.test(raw.text);
    const fit = units.map((terms, i) => {
      const score = terms.reduce((sum, term) => sum + termScore(term), 0);
      return figure && asksForFigure(input.units[i]!.text) ? score * 1.5 : score;
    });
    const found = (term: string) =>
      tf.has(term) || raw.context.has(term) || raw.terms.some((t) => sharesStem(term, t));
    const eligible = eligibleUnits(input.units, units);
    const similarity = similarityOf(raw.text);
    const answers = units.map((terms, i) => {
      if (!eligible[i] || !holdsAnswer(kinds[i], raw.text)) return false;
      const byWords = supports(terms, found, idf);
      // With a semantic embedder a sentence answers by meaning, words alone are not enough
      // ("open on Sunday?" shares "open" with the weekday hours, not their meaning).
      return meaning ? relatedByMeaning(similarity[i]!, byWords, MEANING.alone) : byWords;
    });
    const support = Math.max(
      0,
      ...units.map((terms, i) => (eligible[i] ? coverage(terms, found, idf) : 0)),
    );
    const retrieved = top > 0 ? raw.passage.score / top : 0;
    const usable = raw.passage.score > 0 && retrieved >= MIN_RELATIVE_RETRIEVAL;
    const ok =
      usable &&
      raw.quotable &&
      !input.exclusions.mentioned(raw.text, [raw.language, input.replyLanguage]);
    const { worth } = raw;
    return {
      passage: raw.passage,
      order: raw.order,
      position: raw.position,
      text: raw.text,
      language: raw.language,
      terms: new Set(raw.terms),
      quotable: ok,
      rank: bm25 * (0.5 + support) * worth * (0.75 + 0.25 * retrieved),
      support,
      answers: answers.map((a) => a && ok),
      fit,
      similarity,
      worth,
    };
  });
  if (meaning) {
    const best = input.units.map((_, i) => Math.max(0, ...scored.map((s) => s.fit[i]!)));
    for (const s of scored) {
      s.fit = s.fit.map(
        (f, i) => s.similarity[i]! + WORDS_IN_FIT * (best[i]! > 0 ? f / best[i]! : 0),
      );
      // Ranked by how well it answers its best unit, words and meaning together.
      s.rank = Math.max(0, ...s.fit) * s.worth;
    }
  }
  return scored;
}

const wordCount = (text: string): number => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/**
 * A passage's text read once: its language ('' when too short to tell), its sentences, whether
 * each may be quoted as it reads, and whether each is a question an FAQ answer follows.
 */
interface PassageText {
  detected: string;
  sentences: readonly string[];
  quotable: readonly boolean[];
  faqQuestion: readonly boolean[];
}

/** A passage's sentences read in one language: their terms and quote worth. */
interface SentenceTerms {
  terms: readonly (readonly string[])[];
  worth: readonly number[];
}

/**
 * Passages read per composer process. The same chunks are retrieved for answer after answer, and
 * detecting a passage's language was most of an answer's CPU; each result is a pure function of
 * the key, so an answer is the same with it or without. Shared entries are never changed.
 */
const PASSAGE_TEXTS = new TextMemo<PassageText>(2_000);
const SENTENCE_TERMS = new TextMemo<SentenceTerms>(2_000);

function readPassage(text: string): PassageText {
  const sentences = splitSentences(text);
  return {
    detected: detectLanguage(text),
    sentences,
    // Words, not content terms: "We are closed on Sundays." has two terms and is an answer.
    quotable: sentences.map((s) => quotable(s, wordCount(s))),
    faqQuestion: sentences.map((s) => /[?？؟]["'”’»)\]]*$/u.test(s) && !looksLikeInstruction(s)),
  };
}

function split(passage: Passage, order: number, input: ScoreInput): Raw[] {
  const read = PASSAGE_TEXTS.get(passage.text, () => readPassage(passage.text));
  const { sentences } = read;
  const language = read.detected || input.questionLanguage;
  const heading = analyze(passage.heading, language);
  const { terms, worth } = SENTENCE_TERMS.get(`${language}\n${passage.text}`, () => {
    const terms = sentences.map((s) => analyze(s, language));
    return { terms, worth: sentences.map((s, i) => quoteWorth(s, terms[i]!.length)) };
  });
  return sentences.map((text, position) => {
    const context = new Map<string, number>();
    for (const term of heading) context.set(term, HEADING_WEIGHT);
    // An FAQ's answer is read with its question: "How do I reset it?" / "Click 'Forgot'."
    if (read.faqQuestion[position - 1])
      for (const term of terms[position - 1]!) context.set(term, FAQ_QUESTION_WEIGHT);
    return {
      passage,
      order,
      position,
      text,
      language,
      terms: terms[position]!,
      context,
      quotable: read.quotable[position]!,
      worth: worth[position]!,
    };
  });
}

/**
 * Units that can be judged alone: questions, and other sentences with at least two content
 * terms ("Hello team," or "Thanks," say nothing to answer). A question with no such unit is
 * judged as a whole.
 */
function eligibleUnits(units: readonly QuestionUnit[], terms: string[][]): boolean[] {
  const judged = units.map((u, i) => terms[i]!.length >= (u.asks ? 1 : 2));
  return judged.some(Boolean) ? judged : terms.map((t) => t.length >= 1);
}

/**
 * Stemmers leave some forms apart ("stornieren" → storni, "storniert" → storniert): two terms of
 * five letters or more where one begins the other are taken as the same word for coverage.
 */
const sharesStem = (a: string, b: string): boolean =>
  a.length >= 5 && b.length >= 5 && (a.startsWith(b) || b.startsWith(a));

/** "When…?", "How much…?": the answer is likely a sentence stating a figure (time, price). */
const FIGURE_QUESTION =
  /\b(when|how (much|many|long|soon|late|early|often)|what time|wann|wie (viel|viele|lange|spat|oft)|quand|combien|cuando|cuanto|cuanta|cuantos|quando|quanto|quanta|kdy|kolik)\b|多少|几|什么时候|متى|كم|מתי|כמה|कब|कितना|कितने|lini|ngapi/u;

const asksForFigure = (unit: string): boolean => FIGURE_QUESTION.test(foldText(unit).toLowerCase());

function coverage(terms: string[], found: (t: string) => boolean, idf: (t: string) => number) {
  let hit = 0;
  let all = 0;
  for (const term of terms) {
    all += idf(term);
    if (found(term)) hit += idf(term);
  }
  return all > 0 ? hit / all : 0;
}

/**
 * The abstention threshold. A sentence answers a unit when it holds enough of the unit's
 * content terms, weighted by IDF so a term no passage contains (the unknown thing asked about:
 * "Brazil" in "Do you ship to Brazil?") weighs most: half the weight for short units, less for
 * long ones (a story around the question), and at least two terms from units of three or more.
 */
export function supports(
  terms: string[],
  found: (t: string) => boolean,
  idf: (t: string) => number,
): boolean {
  const n = terms.length;
  if (n === 0) return false;
  const matched = terms.filter(found).length;
  if (matched < Math.min(n, n >= 3 ? 2 : 1)) return false;
  return coverage(terms, found, idf) >= (n <= 3 ? 0.5 : Math.max(0.3, 1.5 / n));
}
