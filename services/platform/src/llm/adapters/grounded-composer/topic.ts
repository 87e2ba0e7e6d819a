import { analyze } from '../../../text/index.js';

/** Longest topic named in a reply; a longer question is cut at a word. */
const MAX_TOPIC = 80;

/**
 * A short name for a question the knowledge base does not answer, for "About PayPal, a colleague
 * will follow up": the names it mentions (words capitalised inside the sentence that are not
 * stopwords — "PayPal", "Klarna", a German noun), else the question itself in quotes. The
 * composer never guesses a paraphrase: what it writes is the customer's own words.
 */
export function unitTopic(unit: string, language: string): string {
  const text = unit
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?？؟.!。！]+$/u, '');
  if (!text) return '';
  const words = text.split(' ');
  const names = words
    .slice(1)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /^\p{Lu}/u.test(w) || /\p{Ll}\p{Lu}/u.test(w))
    .filter((w) => analyze(w, language).length > 0);
  if (names.length > 0 && names.length <= 3) return [...new Set(names)].join(', ');
  const cut =
    text.length <= MAX_TOPIC ? text : `${text.slice(0, MAX_TOPIC).replace(/\s+\S*$/u, '')}…`;
  return `“${cut}”`;
}
