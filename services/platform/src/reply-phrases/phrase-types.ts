/**
 * The frame of a composed reply, in one language: the only words the composer writes itself.
 * Everything else it emits is a knowledge-base sentence, quoted verbatim. Frame phrases state no
 * fact (no numbers, prices, dates or policies), so they cannot contradict the knowledge base.
 */
export type Register = 'formal' | 'neutral' | 'casual';

export interface Phrases {
  /** Email greeting with the sender's name in place of `{name}`. */
  greeting: Record<Register, string>;
  /** Email greeting when the sender's name is unknown. */
  greetingGeneric: Record<Register, string>;
  /** Email only: thanks for the message. */
  thanks: Record<Register, string>;
  /** Introduces the quoted sentences. */
  leadIn: Record<Register, string>;
  /** Empathy settings other than Neutral (which adds nothing). */
  empathy: { Empathetic: string; Supportive: string; Assertive: string };
  /** Closing by politeness; Direct closes without one. */
  closing: { Polite: string; 'Very Polite': string };
  /** No supported answer: a colleague follows up (email) / contact the organisation (chat). */
  abstain: { email: string; chat: string };
  /** Part of the message answered: the rest is followed up / referred to the organisation. */
  partial: { email: string; chat: string };
  /** The question is about a topic the organisation excluded. */
  decline: string;
  /** The quoted sentences are in another language than the reply. */
  sourceLanguage: string;
  /**
   * A question the knowledge base does not answer, named: `{topic}` stands for it ("PayPal").
   * Email: a colleague follows up; chat: contact the organisation.
   */
  unanswered: { email: string; chat: string };
  /** Introduces the list of public web pages a reply used (the citations option "pages"). */
  pagesUsed: string;
}
