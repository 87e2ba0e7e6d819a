import { detect } from 'tinyld';

/**
 * The language a text is written in, as an ISO 639-1 code, or '' when it cannot tell (too short,
 * mixed). tinyld is a small n-gram detector (62 languages); short texts are guessed less well,
 * so callers keep a fallback (the organisation's language).
 */
export function detectLanguage(text: string): string {
  const sample = languageSample(text);
  if (sample.replace(/[\s\p{P}\p{N}]+/gu, '').length < 12) return '';
  return detect(sample);
}

const CODE_WORD = /\S*\p{Nd}\S*/gu;

/**
 * What detectLanguage reads of a text: its result depends on this alone. Words with a digit in
 * them (order numbers, tracking codes, ids) are left out: they say nothing of the language, and
 * their letters tip a short text's n-grams ("Broken parcel fcca3bae" read as Italian).
 */
export const languageSample = (text: string): string =>
  text.slice(0, 2000).replace(CODE_WORD, ' ').trim();

/**
 * detectLanguage for one task that asks about the same text more than once (a chat question is
 * also the sender's text): each sample is detected once.
 */
export function detectOnce(): (text: string) => string {
  const detected = new Map<string, string>();
  return (text) => {
    const sample = languageSample(text);
    let language = detected.get(sample);
    if (language === undefined) detected.set(sample, (language = detectLanguage(sample)));
    return language;
  };
}
