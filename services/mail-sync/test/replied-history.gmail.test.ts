// MailProvider.repliedThreads for Gmail: the REAL googleapis client against the loopback server
// speaking the Gmail API (packages/testing/src/fake-google.ts), with the contract suite's history.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { createLogger } from '@winzmail/platform';
import { startFakeGoogle } from '@winzmail/testing/fake-google';
import { googleSettingsOf } from '../src/adapters/google.js';
import { loadMailConfig } from '../src/config.js';
import { gmailProvider } from '../src/providers/gmail.js';
import {
  collect,
  mailboxFor,
  rfc822,
  runRepliedHistoryContract,
  type HistoryWorld,
} from './contracts/replied-history.contract.js';

async function gmailWorld(): Promise<HistoryWorld & { requests: string[] }> {
  const google = await startFakeGoogle();
  const email = `history-${randomUUID().slice(0, 8)}@gmail.test`;
  google.createAccount(email);
  const refreshToken = google.grant(email);
  const config = loadMailConfig({ ...google.env, LOG_LEVEL: 'silent' });
  const provider = gmailProvider(googleSettingsOf(config)!, {
    grants: { read: () => refreshToken, write: async () => undefined },
    maxBytes: config.MAIL_MAX_MESSAGE_BYTES,
    pollIntervalMs: config.MAIL_API_POLL_INTERVAL_MS,
    logger: createLogger({ service: 'mail-sync-test', level: 'silent' }),
  });
  return {
    provider,
    mailbox: mailboxFor(email, 'gmail'),
    requests: google.requests,
    receive: async (raw, at) => void google.deliver(email, raw, at),
    keepSent: async (raw, at) => void google.addSent(email, raw, at),
    dispose: () => google.close(),
  };
}

runRepliedHistoryContract('Gmail', gmailWorld);

describe('repliedThreads: Gmail reads only', () => {
  it('asks Google nothing but GETs (and the token)', async () => {
    const world = await gmailWorld();
    try {
      const own = world.mailbox.email_address;
      const at = new Date(Date.now() - 3_600_000);
      const question = { from: 'Ida <ida@example.org>', to: own, subject: 'Hi', at };
      await world.receive(
        rfc822({ ...question, id: '<ro-q@example.org>', body: 'A question?' }),
        at,
      );
      await world.keepSent(
        rfc822({
          ...question,
          from: own,
          to: 'ida@example.org',
          id: '<ro-r@shop.example>',
          inReplyTo: '<ro-q@example.org>',
          body: 'An answer.',
        }),
        at,
      );
      const threads = await collect(
        world.provider.repliedThreads(world.mailbox, {
          limit: 5,
          since: new Date(Date.now() - 86_400_000),
        }),
      );
      expect(threads.map((t) => t.reply.body)).toEqual(['An answer.']);
      expect(world.requests.filter((r) => !/^(GET |POST \/token$)/.test(r))).toEqual([]);
      expect(world.requests.some((r) => r.startsWith('GET /gmail/v1/users/me/threads/'))).toBe(
        true,
      );
    } finally {
      await world.dispose();
    }
  });
});
