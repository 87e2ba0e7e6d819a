import type { ReplyStyle } from '../../port.js';
import type { Phrases, Register } from '../../../reply-phrases/index.js';
import { looksLikeInstruction } from './screen.js';

/** A quoted knowledge-base sentence and the number of the passage it comes from. */
export interface Quote {
  text: string;
  number: number;
}

export interface Layout {
  kind: 'email' | 'chat';
  /** answer: quotes follow the lead-in; abstain / decline: the matching phrase instead. */
  body: 'answer' | 'abstain' | 'decline';
  phrases: Phrases;
  register: Register;
  style: ReplyStyle;
  senderName: string;
  language: string;
  /** Quotes grouped by passage, in reading order. */
  groups: Quote[][];
  /** Some asked question is not answered by the quotes. */
  partial: boolean;
  /** The asked question units no quote answers (for the reply to name), in question order. */
  unanswered: string[];
  /** The quotes are in another language than the reply. */
  foreignQuotes: boolean;
}

/**
 * The reply's text: frame phrases in the reply language around verbatim quotes, each followed by
 * its passage number "[n]". Email: greeting … closing, then the signature verbatim on its own
 * lines; chat: no greeting, no thanks, no signature.
 */
export function assemble(layout: Layout): string {
  const { phrases: p, register, style, kind } = layout;
  const join = (parts: (string | undefined)[]) =>
    parts.filter((x): x is string => !!x).join(layout.language === 'zh' ? '' : ' ');
  const empathy = p.empathy[style.empathy as keyof Phrases['empathy']];
  const closing = p.closing[style.politeness as keyof Phrases['closing']];
  const paragraphs: string[] = [];
  if (kind === 'email') paragraphs.push(greeting(p, register, layout.senderName));
  const thanks = kind === 'email' ? p.thanks[register] : undefined;
  if (layout.body === 'answer') {
    paragraphs.push(join([thanks, empathy, p.leadIn[register]]));
    if (layout.foreignQuotes) paragraphs.push(p.sourceLanguage);
    for (const group of layout.groups)
      paragraphs.push(group.map((q) => `${q.text} [${q.number}]`).join(' '));
    if (layout.partial) paragraphs.push(p.partial[kind]);
  } else {
    const refusal = layout.body === 'decline' ? p.decline : p.abstain[kind];
    paragraphs.push(join([thanks, empathy]), refusal);
  }
  if (closing) paragraphs.push(closing);
  const signature = style.signature.trim();
  if (kind === 'email' && signature) paragraphs.push(signature);
  return paragraphs.filter((x) => x.length > 0).join('\n\n');
}

function greeting(p: Phrases, register: Register, senderName: string): string {
  const name = greetingName(senderName);
  return name ? p.greeting[register].replace('{name}', name) : p.greetingGeneric[register];
}

/**
 * The sender's display name as it may appear in a greeting, or '' for a generic one: a name is
 * letters, spaces, dots, apostrophes and hyphens, at most four words. Anything else (an address,
 * a sentence smuggled into the display name) is not repeated back.
 */
export function greetingName(senderName: string): string {
  const name = senderName.replace(/\s+/g, ' ').trim();
  if (!name || name.length > 60 || name.split(' ').length > 4) return '';
  if (!/^\p{L}[\p{L}\p{M} .'’-]*$/u.test(name)) return '';
  return looksLikeInstruction(name) ? '' : name;
}
