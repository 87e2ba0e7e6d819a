// The import and watcher of Gmail and Outlook mailboxes — the one sync loop and watcher, over
// providers/api.ts with an API mailbox kept in memory: backlog, the cursor per batch, a sync cut half-way, a refused grant
// (disconnected, then the same account reconnected), a removed mailbox. The adapters behind the
// port are tested against loopback Google and Microsoft servers (gmail-*, outlook-*, graph-*).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import type { MailServer } from '@winzmail/testing/mail-server';
import type { MailboxDoc } from '../src/adapters/repositories.js';
import { customerMail, MemoryProvider } from './support/memory-provider.js';
import { startSyncHarness, SYNC_WAIT, type SyncHarness } from './support/sync-harness.js';

// No IMAP server is used here: the harness's IMAP defaults are never connected to.
const NO_IMAP: MailServer = {
  host: '127.0.0.1',
  imapPort: 1,
  imapsPort: 1,
  smtpPort: 1,
  smtpsPort: 1,
  apiUrl: '',
};
const HOUR = 3_600_000;

let h: SyncHarness;
let provider: MemoryProvider;

beforeEach(async () => {
  provider = new MemoryProvider();
  h = await startSyncHarness(NO_IMAP, { MAIL_API_POLL_INTERVAL_MS: '60000' }, undefined, {
    gmail: provider,
  });
});
afterEach(async () => {
  await h.dispose();
});

async function gmailMailbox(savedAt = new Date()): Promise<MailboxDoc> {
  const _id = randomUUID();
  return h.addMailbox(
    { email: 'support@company.test', password: '' },
    {
      _id,
      provider: 'gmail',
      imap_host: '',
      imap_port: 0,
      smtp_host: '',
      smtp_port: 0,
      secret: h.seal('refresh-token', _id),
      updated_at: savedAt.toISOString(),
    },
  );
}

describe('the first sync of an API mailbox', () => {
  it('imports the backlog window, never to be answered, and what came after the connect', async () => {
    const connected = Date.now() - HOUR;
    provider.deliver(customerMail(1), Date.now() - 10 * 24 * HOUR); // beyond the 7 days
    provider.deliver(customerMail(2), connected - 5 * 60_000);
    provider.deliver(customerMail(3), connected + 60_000);
    const mailbox = await gmailMailbox(new Date(connected));
    const result = await h.sync.syncOnce(mailbox);
    expect(result).toEqual({ imported: 2, stale: false });
    const stored = await h.emails(mailbox);
    expect(stored.map((e) => [e.subject, e.backlog, e.ref?.id]).sort()).toEqual([
      ['Question 2', true, 'm2'],
      ['Question 3', false, 'm3'],
    ]);
    const after = await h.repos.mailboxes.findOne({ _id: mailbox._id });
    expect(after?.api_cursor?.token).toBe('3');
    expect(after?.initialized_at).toEqual(expect.any(String));
    await eventually(
      'both mail.received events',
      () => h.received.length,
      (n) => n === 2,
      SYNC_WAIT,
    );
    expect(h.received.find((e) => e.subject === 'Question 2')?.needs_reply).toBe(false);
    expect(h.received.find((e) => e.subject === 'Question 3')?.needs_reply).toBe(true);
  });

  it('cut half-way keeps what it stored and resumes after it, still as backlog', async () => {
    const connected = Date.now();
    for (let n = 1; n <= 5; n++) provider.deliver(customerMail(n), connected - (10 - n) * 60_000);
    const mailbox = await gmailMailbox(new Date(connected));
    provider.failAfterBatches = 1;
    await expect(h.sync.syncOnce(mailbox)).rejects.toThrow(/cut/);
    expect((await h.emails(mailbox)).length).toBe(2);
    const cut = await h.repos.mailboxes.findOne({ _id: mailbox._id });
    expect(cut?.api_cursor?.token).toBe('2');
    expect(cut?.initialized_at).toBeUndefined();

    provider.failAfterBatches = Infinity;
    expect(await h.sync.syncOnce(mailbox)).toEqual({
      imported: 3,
      stale: false,
    });
    expect(provider.asked).toEqual([undefined, '2']);
    const stored = await h.emails(mailbox);
    expect(stored.length).toBe(5);
    expect(stored.every((e) => e.backlog)).toBe(true);
  });
});

describe('later syncs', () => {
  it('ask from the cursor and store each message once, whatever the provider repeats', async () => {
    const mailbox = await gmailMailbox(new Date(Date.now() - HOUR));
    await h.sync.syncOnce(mailbox);
    const one = provider.deliver(customerMail(1));
    provider.deliver(customerMail(2));
    expect((await h.sync.syncOnce(mailbox)).imported).toBe(2);
    // The provider hands the first message over again (a replayed history page).
    provider.inbox.push(one);
    expect((await h.sync.syncOnce(mailbox)).imported).toBe(0);
    expect(provider.asked).toEqual([undefined, '0', '2']);
    const stored = await h.emails(mailbox);
    expect(stored.map((e) => [e.subject, e.backlog, e.status]).sort()).toEqual([
      ['Question 1', false, 'pending'],
      ['Question 2', false, 'pending'],
    ]);
  });

  it('stop at a changed grant (a reconnect meanwhile): the sync is stale', async () => {
    const mailbox = await gmailMailbox();
    await h.repos.mailboxes.updateOne({ _id: mailbox._id }, { $set: { revision: 2 } });
    provider.deliver(customerMail(1));
    expect(await h.sync.syncOnce(mailbox)).toEqual({
      imported: 0,
      stale: true,
    });
  });
});

describe('the watcher of an API mailbox', () => {
  it('polls, shows disconnected when the grant is refused, and imports after the reconnect', async () => {
    const mailbox = await gmailMailbox(new Date(Date.now() - HOUR));
    await h.watchAll();
    await eventually(
      'the watcher polling',
      async () => (await h.repos.mailboxes.findOne({ _id: mailbox._id }))?.watch,
      (w) => w?.state === 'polling',
      SYNC_WAIT,
    );
    provider.deliver(customerMail(1));
    expect(await h.watchers.checkNow(mailbox.org_id)).toBe(1);

    provider.grantValid = false;
    provider.deliver(customerMail(2)); // arrives while disconnected
    await expect(h.watchers.checkNow(mailbox.org_id)).rejects.toThrow(/connect the account again/i);
    const down = await h.repos.mailboxes.findOne({ _id: mailbox._id });
    expect(down?.watch?.state).toBe('disconnected');
    expect(down?.watch?.last_error).toMatch(/Google no longer accepts/);

    // Connected again (the same account): a new revision, the cursor kept.
    provider.grantValid = true;
    await h.repos.mailboxes.updateOne(
      { _id: mailbox._id },
      { $set: { revision: 2, secret: h.seal('new-token', mailbox._id) }, $unset: { watch: true } },
    );
    await h.watchers.refresh(mailbox.org_id);
    // Whether the restart's first sync or this check imports it, it is there after the check.
    await h.watchers.checkNow(mailbox.org_id);
    const stored = await h.emails(mailbox);
    expect(stored.map((e) => [e.subject, e.backlog]).sort()).toEqual([
      ['Question 1', false],
      ['Question 2', false],
    ]);
  });

  it('says so when the server has no client for the provider', async () => {
    const _id = randomUUID();
    const outlook = await h.addMailbox(
      { email: 'desk@company.test', password: '' },
      { _id, provider: 'outlook', secret: h.seal('{}', _id) },
    );
    await h.watchAll();
    const watch = await eventually(
      'the Outlook watcher in error',
      async () => (await h.repos.mailboxes.findOne({ _id: outlook._id }))?.watch,
      (w) => w?.state === 'error',
      SYNC_WAIT,
    );
    expect(watch?.last_error).toBe('outlook mailboxes are not set up on this server.');
  });
});
