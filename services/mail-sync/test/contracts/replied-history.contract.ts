import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MailboxDoc } from '../../src/adapters/repositories.js';
import type { MailProvider, RepliedThread } from '../../src/providers/port.js';

/**
 * One suite for MailProvider.repliedThreads, run against every provider (IMAP on GreenMail,
 * Gmail and Outlook on their loopback servers): a mailbox with a real answered history and its
 * traps — two staff replies in one thread, a quoted reply, a reply older than the window, one
 * whose original is gone, an automatic reply of ours, a reply to ourselves, more threads than
 * the limit.
 */
export interface HistoryWorld {
  provider: MailProvider;
  mailbox: MailboxDoc;
  /** A customer's message arriving in the mailbox's INBOX. */
  receive(raw: string, at: Date): Promise<void>;
  /** A message the mailbox's owner sent, kept in Sent as sent at `at`. */
  keepSent(raw: string, at: Date): Promise<void>;
  dispose(): Promise<void>;
}

interface Message {
  id: string;
  from: string;
  to: string;
  subject: string;
  at: Date;
  body: string;
  inReplyTo?: string;
  references?: string[];
  headers?: string[];
}

export const rfc822 = (m: Message): string =>
  [
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: ${m.subject}`,
    `Message-ID: ${m.id}`,
    `Date: ${m.at.toUTCString()}`,
    ...(m.inReplyTo ? [`In-Reply-To: ${m.inReplyTo}`] : []),
    ...(m.references ? [`References: ${m.references.join(' ')}`] : []),
    ...(m.headers ?? []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.body,
  ].join('\r\n');

const DAY = 86_400_000;
export const collect = async (it: AsyncIterable<RepliedThread>): Promise<RepliedThread[]> => {
  const out: RepliedThread[] = [];
  for await (const t of it) out.push(t);
  return out;
};

export function runRepliedHistoryContract(
  name: string,
  open: () => Promise<HistoryWorld>,
  timeoutMs = 30_000,
): void {
  describe(`repliedThreads: ${name}`, () => {
    let world: HistoryWorld;
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const since = ago(30);
    const tag = randomUUID().slice(0, 8);
    const id = (name: string) => `<${name}-${tag}@example.org>`;
    const ownId = (name: string) => `<${name}-${tag}@shop.example>`;
    const customer = (n: string) => `${n} Customer <${n.toLowerCase()}-${tag}@example.org>`;

    beforeAll(async () => {
      world = await open();
      const own = world.mailbox.email_address;
      const ask = (key: string, who: string, subject: string, at: Date, body: string) =>
        world.receive(rfc822({ id: id(key), from: customer(who), to: own, subject, at, body }), at);
      const answer = (m: Omit<Message, 'from' | 'subject'> & { subject?: string }) =>
        world.keepSent(rfc822({ from: own, subject: 'Re: your question', ...m }), m.at);

      // A: the customer asked, staff answered, the customer asked again, staff answered again.
      await ask('qa1', 'Ann', 'Opening hours', ago(10), 'When do you open on Saturday?');
      await answer({
        id: ownId('ra1'),
        to: customer('Ann'),
        at: ago(9),
        inReplyTo: id('qa1'),
        references: [id('qa1')],
        body: 'First answer: at nine.',
      });
      await world.receive(
        rfc822({
          id: id('qa2'),
          from: customer('Ann'),
          to: own,
          subject: 'Re: Opening hours',
          at: ago(8),
          inReplyTo: ownId('ra1'),
          references: [id('qa1'), ownId('ra1')],
          body: 'And on Sunday?',
        }),
        ago(8),
      );
      await answer({
        id: ownId('ra2'),
        to: customer('Ann'),
        at: ago(7),
        inReplyTo: id('qa2'),
        references: [id('qa1'), ownId('ra1'), id('qa2')],
        body: 'Second answer: closed on Sunday.',
      });
      // B: a reply quoting the question below it.
      await ask('qb', 'Bob', 'Shipping', ago(6), 'Do you ship to Norway?');
      await answer({
        id: ownId('rb'),
        to: customer('Bob'),
        at: ago(5),
        inReplyTo: id('qb'),
        references: [id('qb')],
        body: `Yes, we ship to Norway.\n\nOn ${ago(6).toUTCString()}, Bob wrote:\n> Do you ship to Norway?\n`,
      });
      // C: answered before the window.
      await ask('qc', 'Cid', 'Old question', ago(40), 'An old question?');
      await answer({
        id: ownId('rc'),
        to: customer('Cid'),
        at: ago(35),
        inReplyTo: id('qc'),
        references: [id('qc')],
        body: 'An old answer.',
      });
      // D: the original is gone.
      await answer({
        id: ownId('rd'),
        to: customer('Dan'),
        at: ago(4),
        inReplyTo: id('qd-gone'),
        references: [id('qd-gone')],
        body: 'An answer to a message no longer there.',
      });
      // E: answered automatically by Winzmail (the headers domain/reply-message sets).
      await ask('qe', 'Eve', 'Prices', ago(3), 'What does it cost?');
      await answer({
        id: ownId('re'),
        to: customer('Eve'),
        at: ago(2),
        inReplyTo: id('qe'),
        references: [id('qe')],
        headers: ['Auto-Submitted: auto-replied', 'X-Auto-Response-Suppress: All'],
        body: 'An automatic answer.',
      });
      // F: a "reply" the mailbox sent to itself.
      await ask('qf', 'Fay', 'Forward me', ago(3), 'Please pass this on.');
      await answer({
        id: ownId('rf'),
        to: own,
        at: ago(2),
        inReplyTo: id('qf'),
        references: [id('qf')],
        body: 'A note to ourselves.',
      });
      // G1, G2: the newest threads.
      for (const [key, at] of [
        ['g1', ago(1)],
        ['g2', ago(0.5)],
      ] as const) {
        await ask(
          `q${key}`,
          'Gus',
          `Question ${key}`,
          new Date(at.getTime() - 3_600_000),
          `Question ${key}?`,
        );
        await answer({
          id: ownId(`r${key}`),
          to: customer('Gus'),
          at,
          inReplyTo: id(`q${key}`),
          references: [id(`q${key}`)],
          body: `Answer ${key}.`,
        });
      }
    }, timeoutMs);
    afterAll(async () => world?.dispose());

    const read = (limit: number) =>
      collect(world.provider.repliedThreads(world.mailbox, { limit, since }));

    it(
      'gives each thread once, its latest person’s reply with the message it answers, newest first',
      async () => {
        const threads = await read(10);
        expect(threads.map((t) => [t.question.message_id, t.reply.message_id])).toEqual([
          [id('qg2'), ownId('rg2')],
          [id('qg1'), ownId('rg1')],
          [id('qb'), ownId('rb')],
          [id('qa2'), ownId('ra2')],
        ]);
        const ann = threads[3]!;
        expect(ann.question).toMatchObject({
          from_address: `ann-${tag}@example.org`,
          from_name: 'Ann Customer',
          subject: 'Re: Opening hours',
          body: 'And on Sunday?',
        });
        expect(Date.parse(ann.question.date)).toBe(Math.floor(ago(8).getTime() / 1000) * 1000);
        expect(ann.reply).toMatchObject({
          body: 'Second answer: closed on Sunday.',
          to: [`ann-${tag}@example.org`],
        });
      },
      timeoutMs,
    );

    it(
      'keeps only the new text of a quoting reply',
      async () => {
        const bob = (await read(10)).find((t) => t.reply.message_id === ownId('rb'))!;
        expect(bob.reply.body).toBe('Yes, we ship to Norway.');
        expect(bob.question.body).toBe('Do you ship to Norway?');
      },
      timeoutMs,
    );

    it(
      'skips replies before the window, without their original, automatic, or to ourselves',
      async () => {
        const replies = (await read(10)).map((t) => t.reply.message_id);
        for (const key of ['ra1', 'rc', 'rd', 're', 'rf'])
          expect(replies).not.toContain(ownId(key));
      },
      timeoutMs,
    );

    it(
      'stops at the limit: the newest threads',
      async () => {
        const threads = await read(2);
        expect(threads.map((t) => t.reply.message_id)).toEqual([ownId('rg2'), ownId('rg1')]);
        expect(await read(0)).toEqual([]);
      },
      timeoutMs,
    );
  });
}

/** A mailbox record for a provider under test (its password or grant comes from the test). */
export function mailboxFor(email: string, provider: MailboxDoc['provider']): MailboxDoc {
  const now = new Date().toISOString();
  return {
    _id: randomUUID(),
    org_id: randomUUID(),
    purpose: 'auto_reply',
    provider,
    imap_host: '',
    imap_port: 0,
    smtp_host: '',
    smtp_port: 0,
    email_address: email,
    reply_mode: 'draft',
    secret: { v: 1, iv: '', tag: '', data: '' },
    revision: 1,
    created_at: now,
    updated_at: now,
  };
}
