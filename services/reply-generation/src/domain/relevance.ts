import type { MEANING } from '@winzmail/platform/llm';
import { type AnswerKind, expectedAnswer, holdsAnswer } from '@winzmail/platform/text';
import { saysAbstain } from './abstention.js';
import { isComposerFrame } from './frame.js';
import { citationsIn, paragraphs } from './grounding.js';

/**
 * Relevance, not only support: whether a reply answers what was asked, whatever model wrote it.
 * Grounding (grounding.ts) checks that each statement is supported by a cited passage; this
 * checks that the statements are about the question: every question unit is answered by a
 * statement about it — related to it by meaning (the organisation's embedder) and words, or by
 * words alone without a semantic embedder — or is left for a colleague. A reply that quotes true
 * sentences about something else is not relevant, so not grounded, so never sent unseen.
 */
export interface RelevanceUnit {
  text: string;
  /** Its content terms (request words like "tell me" left out). */
  terms: string[];
  /** Asked in so many words (a question mark). */
  asks: boolean;
  /** The kind of value it asks for ("How much…?": a price), when it asks for one. */
  kind?: AnswerKind | undefined;
}

export interface RelevanceClaim {
  /** The statement, without its markers. */
  text: string;
  /** Terms of the statement and of the heading of the passage it cites. */
  terms: ReadonlySet<string>;
  /** Cosine similarity to each unit (empty without a semantic embedder). */
  similarity: readonly number[];
}

export interface RelevanceInput {
  units: RelevanceUnit[];
  /** The reply's statements (cited, not frame, not "a colleague will follow up"). */
  claims: RelevanceClaim[];
  /**
   * Per unit: the best similarity of any passage sentence the writer was given. A statement is
   * about a unit only when it is nearly as related as the best the knowledge base offered: in one
   * shop's documents everything is a little related to everything ("delivery" in the returns policy).
   */
  passageBest: readonly number[];
  semantic: boolean;
  /** A term's inverse document frequency over the given passages' sentences. */
  idf?: (term: string) => number;
  /** The thresholds on similarity (the platform's MEANING, shared with the composer). */
  bars: typeof MEANING;
  /** The reply says the information is not there, or that a colleague will follow up. */
  leavesForColleague: boolean;
}

export interface Relevance {
  relevant: boolean;
  /** '' when relevant; else why not, in plain words (the Try it panel and the Inbox show it). */
  reason: string;
  /** The units left for a colleague. */
  unitsLeft: string[];
}

/**
 * The judgement's input from what the writer was given and what it wrote: each unit's kind of
 * value asked, each statement's terms with its cited section's heading (the section's own, not
 * the document title above it: every section has that), and IDF over the given passages'
 * sentences, as the composer weighs words.
 */
export function relevanceInput(args: {
  units: { text: string; asks: boolean; terms: string[] }[];
  statements: Statement[];
  /** Per statement, its similarity to each unit; undefined without a semantic embedder. */
  similarity: number[][] | undefined;
  passages: { number: number; heading: string; sentences: readonly string[] }[];
  terms: (text: string) => readonly string[];
  passageBest: readonly number[];
  bars: typeof MEANING;
  leavesForColleague: boolean;
}): RelevanceInput {
  const headings = new Map(args.passages.map((p) => [p.number, section(p.heading)]));
  const sentences = args.passages.flatMap((p) => p.sentences);
  const df = new Map<string, number>();
  for (const sentence of sentences)
    for (const t of new Set(args.terms(sentence))) df.set(t, (df.get(t) ?? 0) + 1);
  return {
    units: args.units.map((u) => ({ ...u, kind: expectedAnswer(u.text) })),
    claims: args.statements.map((s, j) => ({
      text: s.text,
      terms: new Set(
        [s.text, ...s.sources.map((n) => headings.get(n) ?? '')].flatMap((t) => args.terms(t)),
      ),
      similarity: args.similarity?.[j] ?? [],
    })),
    passageBest: args.passageBest,
    semantic: args.similarity !== undefined,
    idf: (t) =>
      Math.log(1 + (sentences.length - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5)),
    bars: args.bars,
    leavesForColleague: args.leavesForColleague,
  };
}

/** The last part of a heading path: "Shop FAQ › Returns" → "Returns". */
const section = (heading: string): string => heading.split('›').pop()!.trim();

/** How far below the passages' best a statement may be and still be about the unit. */
export const BEST_MARGIN = 0.08;

export function judgeRelevance(input: RelevanceInput): Relevance {
  const { units, claims } = input;
  const asked = units.filter((u) => u.asks && u.terms.length > 0);
  // Without a question mark, the sentences that say something (two content terms or more) are
  // what the customer wants; any one of them answered is an answer.
  const judged = asked.length > 0 ? asked : units.filter((u) => u.terms.length >= 2);
  if (judged.length === 0) return { relevant: true, reason: '', unitsLeft: [] };
  // A statement that states no value of the kind asked ("At what age…?" and no figure) is about
  // the topic, not an answer to the question.
  const about = (claim: RelevanceClaim, unit: RelevanceUnit): boolean =>
    holdsAnswer(unit.kind, claim.text) && onTopic(claim, unit);
  const onTopic = (claim: RelevanceClaim, unit: RelevanceUnit): boolean => {
    const i = units.indexOf(unit);
    const byWords = wordsCover(unit.terms, claim.terms, input.idf);
    if (!input.semantic) return byWords;
    const similarity = claim.similarity[i] ?? 0;
    const best = input.passageBest[i] ?? 0;
    const related =
      similarity >= input.bars.judged || (byWords && similarity >= input.bars.withWords);
    return related && similarity >= best - BEST_MARGIN;
  };
  const answered = judged.map((u) => claims.some((c) => about(c, u)));
  const missing = judged.filter((_, i) => !answered[i]).map((u) => u.text);
  // On the topic, without the value asked: said as such, whatever else the reply does.
  const valueMissing = judged.filter(
    (u, i) => !answered[i] && u.kind && claims.some((c) => onTopic(c, u)),
  );
  if (valueMissing.length > 0 && !input.leavesForColleague)
    return {
      relevant: false,
      reason: `The reply is about ${quoteList(valueMissing.map((u) => u.text))} but does not state what it asks for (${valueMissing.map((u) => KIND_NAMES[u.kind!]).join(', ')}).`,
      unitsLeft: [],
    };
  // What the email says around its questions ("My parcel arrived broken.") may be answered too.
  const said = units.filter((u) => u.terms.length >= 2 && !judged.includes(u));
  const none = answered.every((a) => !a) && !said.some((u) => claims.some((c) => about(c, u)));
  if (claims.length > 0 && none)
    return {
      relevant: false,
      reason: `The reply is about something else: it answers none of ${quoteList(judged.map((u) => u.text))}.`,
      unitsLeft: [],
    };
  // A unit answered by meaning alone — no statement about it shares the question's words — is
  // most often a rewording ("refund window" ~ "return within 30 days"), but as often a question on
  // the same topic that the documents leave open ("At what age can I retire?" ~ "the right to
  // security in old age"): the embedder's cosine cannot tell them apart (bench/answer-quality), so
  // such a reply is drafted for a person to check, never sent unseen.
  const byMeaningOnly = judged.filter(
    (u, i) =>
      input.semantic &&
      answered[i] &&
      !claims.some((c) => about(c, u) && wordsCover(u.terms, c.terms, input.idf)),
  );
  if (byMeaningOnly.length > 0)
    return {
      relevant: false,
      reason: `The reply answers ${quoteList(byMeaningOnly.map((u) => u.text))} by meaning, in other words than your documents': check that it does before it is sent.`,
      unitsLeft: missing.length > 0 && input.leavesForColleague ? missing : [],
    };
  if (asked.length === 0 || missing.length === 0)
    return { relevant: true, reason: '', unitsLeft: none ? judged.map((u) => u.text) : [] };
  if (input.leavesForColleague) return { relevant: true, reason: '', unitsLeft: missing };
  return {
    relevant: false,
    reason: `The reply does not answer ${quoteList(missing)}, nor says a colleague will.`,
    unitsLeft: [],
  };
}

/** What each kind of asked value is called in a reason. */
const KIND_NAMES: Readonly<Record<AnswerKind, string>> = {
  number: 'a figure',
  count: 'a figure',
  money: 'a price',
  amount: 'an amount',
  time: 'a time or date',
  when: 'when',
  frequency: 'how often',
  phone: 'a phone number',
  email: 'an email address',
  version: 'a version',
  timezone: 'a time zone',
  country: 'a country',
  language: 'a language',
};

const quoteList = (texts: string[]): string => texts.map((t) => `"${t}"`).join(', ');

/**
 * Whether a statement shares enough of a unit's content terms to be about it, as the composer
 * reads words (its `supports`): IDF-weighted over the passages given, so a term no passage holds
 * (the thing asked about: "car" in "Where can I leave my car?") weighs most — half the weight of
 * a short unit, less of a long one, and two terms of a unit of three or more.
 */
export function wordsCover(
  terms: readonly string[],
  found: ReadonlySet<string>,
  idf: (term: string) => number = () => 1,
): boolean {
  const n = terms.length;
  if (n === 0) return false;
  const has = (t: string) => found.has(t) || [...found].some((f) => sharesStem(t, f));
  let hit = 0;
  let all = 0;
  let matched = 0;
  for (const t of terms) {
    all += idf(t);
    if (has(t)) {
      hit += idf(t);
      matched++;
    }
  }
  if (matched < Math.min(n, n >= 3 ? 2 : 1)) return false;
  return hit / all >= (n <= 3 ? 0.5 : Math.max(0.3, 1.5 / n));
}

/** As the composer reads words: stems of five letters or more where one begins the other. */
const sharesStem = (a: string, b: string): boolean =>
  a.length >= 5 && b.length >= 5 && (a.startsWith(b) || b.startsWith(a));

/** A sentence of the reply that states something, without its markers, and what it cites. */
export interface Statement {
  text: string;
  sources: number[];
}

/**
 * The reply's statements (cited sentences that are not frame) and whether it leaves something
 * for a colleague ("I don't have that information", "a colleague will follow up on the rest").
 * A sentence without its own citation is covered by its paragraph's.
 */
export function readReply(
  text: string,
  given: ReadonlySet<number>,
): { statements: Statement[]; leavesForColleague: boolean } {
  const statements: Statement[] = [];
  let leavesForColleague = false;
  for (const paragraph of paragraphs(text).map(markersBack)) {
    const paragraphCites = citationsIn(paragraph.join(' ')).filter((n) => given.has(n));
    for (const sentence of paragraph) {
      if (saysAbstain(sentence)) {
        leavesForColleague = true;
        continue;
      }
      if (isComposerFrame(sentence)) continue;
      const own = citationsIn(sentence).filter((n) => given.has(n));
      const sources = own.length > 0 ? own : paragraphCites;
      if (sources.length === 0) continue;
      const plain = sentence.replace(/\s*\[\d+(?:\s*[,;–-]\s*\d+)*\]/g, '').trim();
      if (plain) statements.push({ text: plain, sources });
    }
  }
  return { statements, leavesForColleague };
}

const LEADING_MARKERS = /^((?:\[\d+(?:\s*[,;–-]\s*\d+)*\]\s*)+)/;

/** "days. [1] Shipping…" splits after the full stop: the marker belongs to the sentence before. */
function markersBack(sentences: string[]): string[] {
  const out: string[] = [];
  for (const sentence of sentences) {
    const lead = LEADING_MARKERS.exec(sentence)?.[1];
    if (lead && out.length > 0) {
      out[out.length - 1] = `${out[out.length - 1]} ${lead.trim()}`;
      const rest = sentence.slice(lead.length).trim();
      if (rest) out.push(rest);
    } else out.push(sentence);
  }
  return out;
}
