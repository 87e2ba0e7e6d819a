/**
 * The loop guard: at most N automatic replies per mailbox, sender, conversation and UTC day. Each
 * reply takes one numbered mark (a unique insert), so two workers can never both take the last
 * one; a mail loop between two auto-responders stops after N replies a day.
 */

export const LOOP_GUARD_REASON =
  'no automatic reply: this sender already had one in this conversation today (loop guard)';

export interface LoopKey {
  mailboxId: string;
  sender: string;
  threadKey: string;
}

/** The ids of the day's marks for one sender and thread, in the order they are taken. */
export function loopMarkIds(key: LoopKey, at: Date, perDay: number): string[] {
  const day = at.toISOString().slice(0, 10);
  const base = [key.mailboxId, key.sender.trim().toLowerCase(), key.threadKey, day].join('|');
  return Array.from({ length: perDay }, (_, i) => `${base}|${i + 1}`);
}
