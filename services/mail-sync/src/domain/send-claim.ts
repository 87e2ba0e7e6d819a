/**
 * A send claim's state, read from the claim alone (pure: the clock is an argument). Whether an
 * email is sent is decided by inserting its claim (outbound/outbound.ts); these rules say what a
 * claim someone else holds means.
 */

/**
 * A send that has not finished after this long never will: the process that claimed it is gone.
 * (Every SMTP step has its own time limit, each far below this.)
 */
export const STALE_CLAIM_MS = 10 * 60_000;

export const INTERRUPTED_REASON =
  "sending was interrupted — check the mailbox's Sent folder before sending again";

/** The reason shown for an interrupted send, naming the reply to look for when it is known. */
export const interruptedReason = (messageId?: string): string =>
  messageId ? `${INTERRUPTED_REASON} (look for Message-ID ${messageId})` : INTERRUPTED_REASON;

export type ClaimState = 'sending' | 'interrupted' | 'sent';

export const claimState = (
  claim: { state: 'sending' | 'sent'; claimed_at: string },
  now = Date.now(),
): ClaimState =>
  claim.state === 'sent'
    ? 'sent'
    : now - Date.parse(claim.claimed_at) > STALE_CLAIM_MS
      ? 'interrupted'
      : 'sending';
