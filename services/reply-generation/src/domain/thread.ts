import { baseSubject } from '@winzmail/platform/text';

/**
 * An email's conversation as context. The question is always the new message's own text; the
 * earlier messages (the customer's and the replies sent) are shown to the model as history, and
 * a subject that only repeats the conversation's first subject ("Re: Refund window") is not a
 * question of its own — it would make the reply answer the earlier question again.
 */

/** One earlier message (proto ThreadMessage). */
export interface ThreadMessage {
  from_us: boolean;
  body: string;
  subject: string;
}

export interface Turn {
  message: string;
  response: string;
}

/** The conversation as turns: each customer message with the reply sent to it ('' if none). */
export function threadTurns(thread: readonly ThreadMessage[]): Turn[] {
  const turns: Turn[] = [];
  for (const m of thread) {
    const last = turns.at(-1);
    if (!m.from_us) turns.push({ message: m.body, response: '' });
    else if (last && last.response === '') last.response = m.body;
    else turns.push({ message: '', response: m.body });
  }
  return turns;
}

/**
 * The subject as part of the question: '' when an earlier message of the conversation had the
 * same subject and the new text says something of its own (then the text is the question).
 */
export function questionSubject(
  subject: string,
  body: string,
  thread: readonly ThreadMessage[],
): string {
  if (!body.trim()) return subject;
  const base = baseSubject(subject).toLowerCase();
  return thread.some((m) => baseSubject(m.subject).toLowerCase() === base) ? '' : subject;
}
