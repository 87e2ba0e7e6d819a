/**
 * Whether a generated reply may go out without a person reading it. Only a reply that
 * reply-generation judged grounded in the organisation's documents, that does not abstain, and
 * whose screening passed is sent; anything else is kept as a draft with the reason.
 */

/** reply-generation's verdicts on one reply (its GeneratedText, the fields the gates read). */
export interface ReplyVerdicts {
  text: string;
  grounded: boolean;
  abstained: boolean;
  /** Why the reply does not answer what was asked ('' or absent: it does). */
  relevance?: string;
  screening: { passed: boolean; flags: string[] } | null;
}

export const NOT_SENT = 'not sent automatically';

/** null: may be sent automatically; otherwise the reason it is not (shown in the Inbox). */
export function autoSendBlock(verdicts: ReplyVerdicts | null): string | null {
  if (!verdicts || verdicts.text.trim() === '') return `${NOT_SENT}: the reply is empty`;
  // Safety first: a message that tried to steer the model is never answered unseen.
  const screening = verdicts.screening;
  if (!screening || !screening.passed) {
    const flags = screening?.flags.filter((f) => f.trim() !== '') ?? [];
    return `${NOT_SENT}: the message looked unsafe (${flags.join(', ') || 'not screened'})`;
  }
  if (verdicts.abstained) return `${NOT_SENT}: the AI did not have the information`;
  // A reply of true sentences about something else: say what it leaves unanswered.
  if (verdicts.relevance)
    return `${NOT_SENT}: the reply does not answer what was asked (${verdicts.relevance})`;
  if (!verdicts.grounded) return `${NOT_SENT}: the reply is not grounded in your documents`;
  return null;
}
