import { analyzable, analyze } from '../../../text/index.js';
import type { ReplyStyle } from '../../port.js';
import type { Phrases, Register } from '../../../reply-phrases/index.js';
import { looksLikeInstruction } from './screen.js';

/** A quoted knowledge-base sentence and the number of the passage it comes from. */
export interface Quote {
  text: string;
  number: number;
  /** The sentence's language (ISO 639-1), '' when unknown. */
  language: string;
}

export interface Layout {
  kind: 'email' | 'chat';
  /** answer: the quotes as the reply's prose; abstain / decline: the matching phrase instead. */
  body: 'answer' | 'abstain' | 'decline';
  phrases: Phrases;
  register: Register;
  style: ReplyStyle;
  senderName: string;
  language: string;
  /** The quotes in the order they are written: those answering the question first. */
  quotes: Quote[];
  /** Some asked question is not answered by the quotes. */
  partial: boolean;
  /**
   * The asked questions left unanswered, by a short topic ("PayPal"): each is named as left for a
   * colleague (email) / the team (chat). Empty with `partial`: the general sentence instead.
   */
  unanswered: string[];
  /** The quotes are in another language than the reply. */
  foreignQuotes: boolean;
}

/**
 * The reply's text: frame phrases in the reply language around verbatim quotes written as one
 * paragraph of prose, each with its passage number "[n]" (reply-generation judges the
 * reply by them, then decides what the reader sees of them). Email: greeting … closing, then the
 * signature verbatim on its own lines; chat: no greeting, no thanks, no signature.
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
    paragraphs.push(join([thanks, empathy]));
    if (layout.foreignQuotes) paragraphs.push(p.sourceLanguage);
    paragraphs.push(
      layout.quotes.map((q) => cited(withoutLabel(q.text, q.language), q.number)).join(' '),
    );
    if (layout.unanswered.length > 0) {
      const topics = layout.unanswered.join(layout.language === 'zh' ? '、' : ', ');
      paragraphs.push(p.unanswered[kind].replace('{topic}', topics));
    } else if (layout.partial) paragraphs.push(p.partial[kind]);
  } else {
    const refusal = layout.body === 'decline' ? p.decline : p.abstain[kind];
    paragraphs.push(join([thanks, empathy]), refusal);
  }
  if (closing) paragraphs.push(closing);
  const signature = style.signature.trim();
  if (kind === 'email' && signature) paragraphs.push(signature);
  return paragraphs.filter((x) => x.length > 0).join('\n\n');
}

/**
 * The sentence with its passage number before its closing punctuation ("… 30 days [1]."): in a
 * paragraph of several quotes a marker after the full stop would read as the next one's.
 */
export function cited(sentence: string, number: number): string {
  const end = /[.!?…。！？؟।]+["'”’»)\]]*$/u.exec(sentence);
  const at = end ? end.index : sentence.length;
  return `${sentence.slice(0, at).trimEnd()} [${number}]${sentence.slice(at)}`;
}

/** "Refunds: You can return …" — a short label before a whole sentence. */
const LABELLED = /^([\p{L}\p{N}][\p{L}\p{M}\p{N} &/'’()-]{0,40}?)\s*[:：]\s+(\S.*)$/u;

/**
 * A quoted sentence without the heading label it starts with ("Refunds: You can return …"): the
 * label belongs to the FAQ's layout, not to a reply. Kept unless what follows reads as a sentence
 * of its own — capitalised, four words or more, opening with a function word ("You", "We",
 * "All", "Sie") — since "Opening hours: Monday to Saturday 9–18" needs its label.
 */
export function withoutLabel(sentence: string, language: string): string {
  const m = LABELLED.exec(sentence);
  if (!m) return sentence;
  const [, label, rest] = m as unknown as [string, string, string];
  if (label.split(/\s+/).length > 4) return sentence;
  const words = rest.split(/\s+/);
  if (words.length < 4 || !/^\p{Lu}/u.test(rest)) return sentence;
  const lang = analyzable(language) ? language : 'en';
  return analyze(words[0]!, lang).length === 0 ? rest : sentence;
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
