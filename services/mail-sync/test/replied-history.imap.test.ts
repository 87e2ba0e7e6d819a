// MailProvider.repliedThreads over IMAP on the real GreenMail server: customers' mail delivered
// to INBOX over SMTP, staff replies APPENDed to Sent with their own dates (the contract suite's
// history), and the reading leaves every flag as it was.
import { describe, expect, it } from '@jest/globals';
import { describeUnlessWaived } from '@winzmail/testing';
import {
  createMailUser,
  deliver,
  imapAs,
  mailServer,
  type MailUser,
} from '@winzmail/testing/mail-server';
import { ImapAppender } from '../src/adapters/imap-appender.js';
import { pickFolder } from '../src/adapters/imap.js';
import type { MailNetPolicy } from '../src/adapters/endpoint.js';
import { ImapProvider } from '../src/providers/imap.js';
import {
  collect,
  mailboxFor,
  runRepliedHistoryContract,
  type HistoryWorld,
} from './contracts/replied-history.contract.js';

const server = mailServer();
const policy: MailNetPolicy = {
  allowLoopback: true,
  allowPrivate: false,
  allowInsecure: true,
  timeoutMs: 5000,
};

async function imapWorld(): Promise<HistoryWorld & { user: MailUser }> {
  const mail = server!;
  const user = await createMailUser(mail, 'history');
  const mailbox = {
    ...mailboxFor(user.email, 'imap'),
    imap_host: mail.host,
    imap_port: mail.imapPort,
    smtp_host: mail.host,
    smtp_port: mail.smtpPort,
  };
  const appender = new ImapAppender(policy);
  const provider = new ImapProvider({
    credentials: (m) => ({ ...m, password: user.password }),
    policy,
    appender,
    maxMessageBytes: 30 * 1024 * 1024,
    pollIntervalMs: 60_000,
  });
  const client = await imapAs(mail, user);
  const sent = pickFolder(await client.list(), 'sent') ?? (await client.mailboxCreate('Sent')).path;
  return {
    user,
    provider,
    mailbox,
    receive: (raw) => deliver(mail, user.email, { from: 'customer@example.org', raw }),
    keepSent: async (raw, at) => {
      await client.append(sent, raw, ['\\Seen'], at);
    },
    dispose: async () => {
      await client.logout().catch(() => client.close());
      await appender.stop();
    },
  };
}

/** Each INBOX message's flags, by UID (\Recent belongs to whichever session looks first). */
async function inboxFlags(user: MailUser): Promise<Record<number, string[]>> {
  const client = await imapAs(server!, user);
  try {
    const lock = await client.getMailboxLock('INBOX', { readOnly: true });
    try {
      const out: Record<number, string[]> = {};
      for (const m of await client.fetchAll('1:*', { uid: true, flags: true }, { uid: true }))
        out[m.uid] = [...(m.flags ?? [])].filter((f) => f !== '\\Recent').sort();
      return out;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

describeUnlessWaived(server !== null, '', 'replied history over IMAP (GreenMail)', () => {
  runRepliedHistoryContract('IMAP', imapWorld);

  describe('read-only', () => {
    it('leaves INBOX unread and every flag as it was', async () => {
      const world = await imapWorld();
      try {
        const at = new Date(Date.now() - 3_600_000);
        const own = world.mailbox.email_address;
        await world.receive(
          `From: Ida <ida@example.org>\r\nTo: ${own}\r\nSubject: Hi\r\nMessage-ID: <ro-q@example.org>\r\n\r\nA question?`,
          at,
        );
        await world.keepSent(
          `From: ${own}\r\nTo: ida@example.org\r\nSubject: Re: Hi\r\nMessage-ID: <ro-r@shop.example>\r\nIn-Reply-To: <ro-q@example.org>\r\n\r\nAn answer.`,
          at,
        );
        const before = await inboxFlags(world.user);
        expect(Object.values(before)).toEqual([[]]);
        const threads = await collect(
          world.provider.repliedThreads(world.mailbox, {
            limit: 5,
            since: new Date(Date.now() - 86_400_000),
          }),
        );
        expect(threads.map((t) => t.question.body)).toEqual(['A question?']);
        expect(await inboxFlags(world.user)).toEqual(before);
      } finally {
        await world.dispose();
      }
    });
  });
});
