import { saysAbstain } from './abstention.js';
import { FRAME_WORDS } from './frame-words.js';
import { isComposerFrame } from './frame.js';

/**
 * Whether a model's text is grounded in the passages it was given, whatever model wrote it:
 * every citation [n] names a given passage; every sentence that states something (not greeting,
 * thanks, empathy or sign-off) is supported by a passage it — or its paragraph — cites: enough of
 * its words appear there, and each of its numbers (prices, dates, quantities) appears in the
 * passages or in the customer's own text. An honest "I don't have that information" is grounded.
 */
export interface GroundingInput {
  text: string;
  passages: { number: number; text: string; heading?: string }[];
  /** The email or question: its words and numbers may be echoed without a source. */
  question: string;
  language: string;
  /** Further frame text (signature, sender name, organisation name). */
  frame?: string;
  analyze: (text: string, language: string) => string[];
  /**
   * A passage's terms (its heading and text in `language`, its text in English), when the caller
   * keeps them between replies; computed here with `analyze` otherwise. Read, never changed.
   */
  passageTerms?: (
    passage: { text: string; heading?: string },
    language: string,
  ) => ReadonlySet<string>;
}

export interface Grounding {
  grounded: boolean;
  abstained: boolean;
  /** Valid passage numbers cited, in first-cited order. */
  cited: number[];
  /** Citations naming no given passage. */
  invalidCitations: number[];
  /** The sentences found unsupported (for logs and the try-it panel). */
  unsupported: string[];
}

/** Share of a claim's content terms that a cited passage must contain. */
export const SUPPORT_THRESHOLD = 0.5;

const CITATION = /\[(\d+(?:\s*[,;–-]\s*\d+)*)\]/g;

export function citationsIn(text: string): number[] {
  const out: number[] = [];
  for (const [, list] of text.matchAll(CITATION)) {
    for (const n of list!.split(/\s*[,;–-]\s*/)) out.push(Number(n));
  }
  return out;
}

const numbersIn = (text: string): string[] =>
  (text.replace(CITATION, ' ').match(/\p{N}+/gu) ?? []).map((n) =>
    n.normalize('NFKD').replace(/^0+(?=\d)/, ''),
  );

/** Paragraphs of sentences (a citation at a paragraph's end covers the paragraph). */
export function paragraphs(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split(/(?<=[.!?。！？؟])\s+|\n+/u)
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .filter((p) => p.length > 0);
}

/** The terms a passage supports a claim with: its heading and text, and its text in English. */
export function groundingTerms(
  passage: { text: string; heading?: string },
  language: string,
  analyze: (text: string, language: string) => string[],
): ReadonlySet<string> {
  return new Set([
    ...analyze(`${passage.heading ?? ''} ${passage.text}`, language),
    ...analyze(passage.text, 'en'),
  ]);
}

/**
 * FRAME_WORDS analysed, per analyser and language: the lists are constant, so they are read once
 * per process, not on every reply.
 */
const frameTerms = new WeakMap<GroundingInput['analyze'], Map<string, readonly string[]>>();
function frameWordTerms(analyze: GroundingInput['analyze'], language: string): readonly string[] {
  let byLanguage = frameTerms.get(analyze);
  if (!byLanguage) frameTerms.set(analyze, (byLanguage = new Map()));
  let terms = byLanguage.get(language);
  if (!terms) {
    terms = [
      ...new Set([
        ...analyze(FRAME_WORDS[language] ?? '', language),
        ...analyze(FRAME_WORDS.en!, 'en'),
      ]),
    ];
    byLanguage.set(language, terms);
  }
  return terms;
}

export function judgeGrounding(input: GroundingInput): Grounding {
  const { passages, language, analyze } = input;
  const byNumber = new Map(passages.map((p) => [p.number, p]));
  const termsOf = new Map<number, ReadonlySet<string>>();
  const passageTerms = (n: number): ReadonlySet<string> => {
    let terms = termsOf.get(n);
    if (!terms) {
      const p = byNumber.get(n)!;
      terms = input.passageTerms
        ? input.passageTerms(p, language)
        : groundingTerms(p, language, analyze);
      termsOf.set(n, terms);
    }
    return terms;
  };
  const frame = new Set([
    ...frameWordTerms(analyze, language),
    ...analyze(`${input.question} ${input.frame ?? ''}`, language),
  ]);
  const known = new Set([...numbersIn(input.question), ...numbersIn(input.frame ?? '')]);
  const numbersOf = (ns: number[]): Set<string> =>
    new Set([...known, ...ns.flatMap((n) => numbersIn(byNumber.get(n)!.text))]);

  const all = citationsIn(input.text);
  const invalidCitations = [...new Set(all.filter((n) => !byNumber.has(n)))];
  const cited = [...new Set(all.filter((n) => byNumber.has(n)))];
  const unsupported: string[] = [];
  let abstains = false;
  let claims = 0;

  for (const paragraph of paragraphs(input.text)) {
    const paragraphCites = citationsIn(paragraph.join(' ')).filter((n) => byNumber.has(n));
    for (const sentence of paragraph) {
      if (saysAbstain(sentence)) {
        abstains = true;
        continue;
      }
      if (isComposerFrame(sentence)) continue;
      const own = citationsIn(sentence).filter((n) => byNumber.has(n));
      const sources = own.length > 0 ? own : paragraphCites;
      const content = analyze(sentence.replace(CITATION, ' '), language).filter(
        (t) => !frame.has(t) && !/^\p{N}+$/u.test(t),
      );
      const numbers = numbersIn(sentence);
      if (own.length === 0 && content.length <= 1 && numbers.every((n) => known.has(n))) continue;
      claims++;
      const supportTerms = new Set(sources.flatMap((n) => [...passageTerms(n)]));
      const overlap = content.filter((t) => supportTerms.has(t)).length;
      const supported =
        sources.length > 0 &&
        (content.length === 0 || overlap / content.length >= SUPPORT_THRESHOLD) &&
        numbers.every((n) => numbersOf(sources).has(n));
      if (!supported) unsupported.push(sentence);
    }
  }
  const abstained = abstains && cited.length === 0;
  const grounded =
    invalidCitations.length === 0 &&
    unsupported.length === 0 &&
    (abstained || claims === 0 || cited.length > 0);
  return { grounded, abstained, cited, invalidCitations, unsupported };
}
