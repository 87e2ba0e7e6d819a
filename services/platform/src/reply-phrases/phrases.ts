import type { ReplyStyle } from '../llm/port.js';
import type { Phrases, Register } from './phrase-types.js';
import { EUROPEAN_PHRASES } from './phrases-europe.js';
import { SOUTH_INDIAN_PHRASES } from './phrases-south-india.js';
import { WEST_ASIA_AFRICA_PHRASES } from './phrases-west-asia-africa.js';

export type { Phrases, Register } from './phrase-types.js';

/** Frame phrases for the 15 interface languages, by ISO 639-1 code. */
export const PHRASES: Readonly<Record<string, Phrases>> = {
  ...EUROPEAN_PHRASES,
  ...WEST_ASIA_AFRICA_PHRASES,
  ...SOUTH_INDIAN_PHRASES,
};

/** The reply language for an ISO 639-1 code ("pt-BR" → pt); English when there is no table. */
export function replyLanguage(code: string): string {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return base in PHRASES ? base : 'en';
}

export const phrasesFor = (language: string): Phrases => PHRASES[replyLanguage(language)]!;

const FORMALITY: Readonly<Record<string, number>> = { Low: -1, Medium: 0, High: 1 };
const TONE: Readonly<Record<string, number>> = {
  Formal: 1,
  Professional: 0.5,
  Neutral: 0,
  Friendly: -0.5,
  Casual: -1,
};

/**
 * The register of the frame sentences: formality sets it, tone shifts it. A Formal or Casual tone
 * moves a Medium formality to formal or casual; Professional and Friendly move by half a step, so
 * they change only what meets them from the other side (Low + Professional reads neutral).
 */
export function registerOf(style: Pick<ReplyStyle, 'formality' | 'tone'>): Register {
  const level = (FORMALITY[style.formality] ?? 0) + (TONE[style.tone] ?? 0);
  if (level >= 1) return 'formal';
  if (level <= -1) return 'casual';
  return 'neutral';
}

/**
 * Sentence ends inside a phrase ("… information. A colleague …"), as reply-generation's grounding
 * splits an answer into sentences; CJK phrases end without a space and stay whole.
 */
const SENTENCE_END = /(?<=[.!?。！？؟])\s+/u;
const sentencesOf = (texts: string[]): string[] => texts.flatMap((t) => t.split(SENTENCE_END));

/** The frame sentences of one language (they state no fact); `{name}` stands for the sender. */
export function frameSentences(p: Phrases): string[] {
  const all = [
    ...Object.values(p.greeting),
    ...Object.values(p.greetingGeneric),
    ...Object.values(p.thanks),
    ...Object.values(p.leadIn),
    ...Object.values(p.empathy),
    ...Object.values(p.closing),
    p.decline,
    p.sourceLanguage,
    p.pagesUsed,
  ];
  return [...new Set(sentencesOf(all))];
}

/**
 * The sentences that say the knowledge base has no answer (whole or in part), one language;
 * `{topic}` stands for the question named as left for a colleague.
 */
export function noInformationSentences(p: Phrases): string[] {
  return [
    ...new Set(
      sentencesOf([
        p.abstain.email,
        p.abstain.chat,
        p.partial.email,
        p.partial.chat,
        p.unanswered.email,
        p.unanswered.chat,
      ]),
    ),
  ];
}
