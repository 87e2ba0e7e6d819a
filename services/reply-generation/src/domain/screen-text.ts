/**
 * Text as the injection screen reads it: the forms an attacker uses to slip a phrase past a
 * pattern (full-width or mathematical letters, Cyrillic/Greek look-alikes, zero-width characters,
 * accents, leetspeak, s p a c e d or dot.ted letters) reduced to plain lower-case words.
 * Used only for matching; the text shown to the model is never altered by it.
 */

/**
 * Invisible formatting characters (zero-width spaces and joiners, bidi controls, soft hyphen,
 * Hangul fillers). Invisible combining marks (variation selectors, the grapheme joiner) go with
 * the accents below.
 */
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]/gu;

/** Cyrillic and Greek letters drawn like Latin ones (Unicode confusables, the common subset). */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  һ: 'h',
  ɡ: 'g',
  ı: 'i',
  ȷ: 'j',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ϲ: 'c',
};
const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'gu');

/** Digits and signs used as letters inside words ("1gn0re", "pr3vious", "$ystem"). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};
const LEET_IN_WORD = /(?<=\p{L})[013457@$!|]+|[013457@$!|]+(?=\p{L})/gu;

/** Lower case, look-alikes and leetspeak mapped to letters, accents folded, invisibles dropped. */
export function normaliseForScreening(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(CONFUSABLE, (c) => CONFUSABLES[c] ?? c)
    .replace(LEET_IN_WORD, (run) => [...run].map((c) => LEET[c] ?? c).join(''))
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

/**
 * Words separated by single spaces; runs of single letters joined ("i g n o r e" → "ignore",
 * "i.g.n.o.r.e" → "ignore"). Apostrophes kept inside words ("l'ia").
 */
export function spacedWords(normalised: string): string {
  const words = normalised
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/(^| )'+|'+(?= |$)/g, ' ')
    .trim()
    .split(/ +/)
    .filter(Boolean);
  const out: string[] = [];
  let run = '';
  for (const word of words) {
    if ([...word].length === 1) {
      run += word;
      continue;
    }
    if (run) out.push(run);
    run = '';
    out.push(word);
  }
  if (run) out.push(run);
  return out.join(' ');
}

/** Letters and digits only: catches phrases split by any separator ("ig-nore/all_prev"). */
export const compactLetters = (normalised: string): string =>
  normalised.replace(/[^\p{L}\p{N}]+/gu, '');

/** Sentence-ish pieces: patterns match within one, so words far apart are not paired. */
export const clauses = (normalised: string): string[] =>
  normalised
    .split(/[.!?;\n\r。！？]+/u)
    .map(spacedWords)
    .filter(Boolean);
