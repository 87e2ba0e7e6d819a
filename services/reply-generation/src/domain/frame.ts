import { COMPOSER_ABSTAIN, COMPOSER_FRAME } from './composer-phrases.js';

/**
 * Recognises the composer's own frame and "no information" sentences in any of its languages,
 * whatever the punctuation, spacing or sender name: they state no fact.
 */
const simplify = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}{}]+/gu, ' ')
    .trim();

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function matcher(
  table: Readonly<Record<string, readonly string[]>>,
): (sentence: string) => boolean {
  const exact = new Set<string>();
  const named: RegExp[] = [];
  for (const sentences of Object.values(table)) {
    for (const s of sentences) {
      const simple = simplify(s);
      if (!simple) continue;
      if (simple.includes('{name}')) {
        named.push(
          new RegExp(`^${escape(simple).replace(/\\?\{name\\?\}|\{name\}/g, '.{1,100}')}$`, 'u'),
        );
      } else exact.add(simple);
    }
  }
  return (sentence) => {
    const simple = simplify(sentence);
    return exact.has(simple) || named.some((re) => re.test(simple));
  };
}

export const isComposerFrame = matcher(COMPOSER_FRAME);
export const isComposerAbstention = matcher(COMPOSER_ABSTAIN);
