/**
 * Whether a generated reply may go out without a person reading it. Only a reply that
 * reply-generation judged grounded in the organisation's documents, that does not abstain, whose
 * screening passed and that is in the sender's language is sent; anything else is kept as a draft
 * with the reason. In draft mode nothing is sent, but the same verdicts are the draft's reason.
 */

/** reply-generation's verdicts on one reply (its GeneratedText, the fields the gates read). */
export interface ReplyVerdicts {
  text: string;
  grounded: boolean;
  abstained: boolean;
  /** Why the reply does not answer what was asked ('' or absent: it does). */
  relevance?: string;
  screening: { passed: boolean; flags: string[] } | null;
  /** '' or why the reply is not in the sender's language. */
  language_note?: string;
  /** The organisation's monthly model budget was spent: the composer wrote it, not its model. */
  budget_exceeded?: boolean;
}

export const BUDGET_SPENT =
  "the monthly model budget is spent: the built-in composer wrote this reply, not the organisation's model";

export const NOT_SENT = 'not sent automatically';

/** The verdicts that need a person's eye, most important first (empty: none). */
export function concerns(verdicts: ReplyVerdicts | null): string[] {
  if (!verdicts || verdicts.text.trim() === '') return ['the reply is empty'];
  const out: string[] = [];
  // Safety first: a message that tried to steer the model is never answered unseen.
  const screening = verdicts.screening;
  if (!screening || !screening.passed) {
    const flags = screening?.flags.filter((f) => f.trim() !== '') ?? [];
    out.push(`the message looked unsafe (${flags.join(', ') || 'not screened'})`);
  }
  if (verdicts.abstained) out.push('the AI did not have the information');
  // A reply of true sentences about something else: say what it leaves unanswered.
  else if (verdicts.relevance)
    out.push(`the reply does not answer what was asked (${verdicts.relevance})`);
  else if (!verdicts.grounded) out.push('the reply is not grounded in your documents');
  const note = verdicts.language_note?.trim();
  if (note) out.push(note);
  // Past the budget replies are drafted, whatever else holds (the spec's outcomes and cost).
  if (verdicts.budget_exceeded) out.push(BUDGET_SPENT);
  return out;
}

/** null: may be sent automatically; otherwise the reason it is not (shown in the Inbox). */
export function autoSendBlock(verdicts: ReplyVerdicts | null): string | null {
  const found = concerns(verdicts);
  return found.length > 0 ? `${NOT_SENT}: ${found.join('; ')}` : null;
}

/**
 * Draft mode's reason: the same verdicts as auto mode's gate ('' when none), so a draft that
 * answers a hidden instruction or another language says so as it would in auto mode.
 */
export function draftReason(verdicts: ReplyVerdicts | null): string {
  const found = concerns(verdicts);
  return found.length > 0 ? `check before sending: ${found.join('; ')}` : '';
}
