import { createHash } from 'node:crypto';

/**
 * A message's record id: the same message seen again (a restart, a re-scan after UIDVALIDITY
 * changed, a second copy on another UID) gets the same id, so the insert itself decides
 * "new or already imported". By Message-ID when there is one, else by the raw bytes.
 */
export function emailKey(mailboxId: string, messageId: string, raw: Buffer): string {
  const hash = createHash('sha256');
  const id = messageId.trim();
  if (id) hash.update(`${mailboxId}\n${id}`);
  else hash.update(`${mailboxId}\n`).update(raw);
  return hash.digest('hex');
}

/**
 * Groups a conversation for the loop guard: the root of References, else the message it
 * answers, else its own Message-ID, else the record key.
 */
export function threadKey(
  msg: { references: string[]; in_reply_to: string; message_id: string },
  key: string,
): string {
  return msg.references[0]?.trim() || msg.in_reply_to.trim() || msg.message_id.trim() || key;
}
