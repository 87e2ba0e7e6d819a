import { imapAs, type MailServer, type MailUser } from './mail-server.js';
import { eventually } from './eventually.js';

export interface ReceivedMail {
  subject: string;
  from: string;
  /** The decoded text of the first part (text/plain of the product's account mail). */
  text: string;
}

/** Every message in the user's INBOX with its subject and decoded text (oldest first). */
export async function readInbox(server: MailServer, user: MailUser): Promise<ReceivedMail[]> {
  const client = await imapAs(server, user);
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      if (!client.mailbox || client.mailbox.exists === 0) return [];
      const heads: { uid: number; subject: string; from: string }[] = [];
      for await (const msg of client.fetch('1:*', { uid: true, envelope: true }))
        heads.push({
          uid: msg.uid,
          subject: msg.envelope?.subject ?? '',
          from: msg.envelope?.from?.[0]?.address ?? '',
        });
      const out: ReceivedMail[] = [];
      for (const head of heads) {
        const { content } = await client.download(String(head.uid), '1', { uid: true });
        const chunks: Buffer[] = [];
        if (content) for await (const chunk of content) chunks.push(chunk as Buffer);
        out.push({
          subject: head.subject,
          from: head.from,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      }
      return out;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

/** The link to `page` (e.g. reset-password) in the user's newest mail that has one. */
export function linkIn(mail: ReceivedMail, page: string): string | undefined {
  const match = new RegExp(`https?://\\S+/${page}\\?token=[^\\s]+`).exec(mail.text);
  return match?.[0];
}

/** Waits until `count` mails have arrived for the user; answers them (oldest first). */
export function mailsArrived(
  server: MailServer,
  user: MailUser,
  count = 1,
  timeoutMs = 15_000,
): Promise<ReceivedMail[]> {
  return eventually(
    `${count} mail(s) for ${user.email}`,
    () => readInbox(server, user),
    (mails) => mails.length >= count,
    { timeoutMs },
  );
}

/** The token of a link (what the web app's page posts back). */
export const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';
