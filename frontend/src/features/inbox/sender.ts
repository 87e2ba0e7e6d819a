import type { IncomingEmail } from '../../api/contract';

/** Who wrote: the display name, else the address; null when the message names nobody. */
export function senderName(
  email: Pick<IncomingEmail, 'from_name' | 'from_address'>,
): string | null {
  return email.from_name.trim() || email.from_address.trim() || null;
}

/** The avatar letter: the first letter or digit of the sender, else "?". */
export function senderInitial(email: Pick<IncomingEmail, 'from_name' | 'from_address'>): string {
  const name = senderName(email) ?? '';
  const letter = [...name].find((c) => /[\p{L}\p{N}]/u.test(c));
  return letter ? letter.toLocaleUpperCase() : '?';
}

/** When the sender sent it (their Date header), else when it arrived. */
export const sentAt = (email: Pick<IncomingEmail, 'received_at' | 'created_at'>): string =>
  email.received_at || email.created_at;

/** The first words of the new text on one line, for the list. */
export function preview(body: string, length = 160): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
}

/** Search over the loaded emails: subject or sender (name or address), any case. */
export function matchesSearch(email: IncomingEmail, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [email.subject, email.from_name, email.from_address].some((field) =>
    field.toLocaleLowerCase().includes(q),
  );
}
