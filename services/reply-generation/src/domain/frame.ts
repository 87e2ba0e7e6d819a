import { TextMemo } from '@winzmail/platform/text';
import {
  PHRASES,
  frameSentences,
  noInformationSentences,
  type Phrases,
} from '@winzmail/platform/reply-phrases';

/**
 * Recognises the composer's own frame and "no information" sentences in any of its languages,
 * whatever the punctuation, spacing, sender name or named topic: they state no fact.
 */
const simplify = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}{}]+/gu, ' ')
    .trim();

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function matcher(sentencesOf: (p: Phrases) => string[]): (sentence: string) => boolean {
  const exact = new Set<string>();
  const named: RegExp[] = [];
  for (const phrases of Object.values(PHRASES)) {
    for (const s of sentencesOf(phrases)) {
      const simple = simplify(s);
      if (!simple) continue;
      if (/\{(name|topic)\}/.test(simple)) {
        named.push(new RegExp(`^${escape(simple).replace(/\{(name|topic)\}/g, '.{1,100}')}$`, 'u'));
      } else exact.add(simple);
    }
  }
  return (sentence) => {
    const simple = simplify(sentence);
    return exact.has(simple) || named.some((re) => re.test(simple));
  };
}

const composerFrame = matcher(frameSentences);
/** Per sentence: a reply's sentences are mostly the same frame and passage sentences again. */
const frames = new TextMemo<boolean>(4_000);
export const isComposerFrame = (sentence: string): boolean =>
  frames.get(sentence, () => composerFrame(sentence));
/** Read through saysAbstain, which keeps its answer per sentence. */
export const isComposerAbstention = matcher(noInformationSentences);
