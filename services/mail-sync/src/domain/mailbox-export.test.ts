import { describe, expect, it } from '@jest/globals';
import type { MailboxDoc } from './records.js';
import { mailboxForExport } from './mailbox-export.js';

describe('mailboxForExport', () => {
  it('keeps the settings and leaves the credentials and cursors out', () => {
    const mailbox = {
      _id: 'm1',
      org_id: 'o1',
      purpose: 'auto_reply',
      provider: 'imap',
      email_address: 'help@shop.example',
      imap_host: 'imap.shop.example',
      imap_port: 993,
      smtp_host: 'smtp.shop.example',
      smtp_port: 465,
      reply_mode: 'draft',
      secret: { iv: 'x', data: 'sealed-password', tag: 'y' },
      revision: 3,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      cursor: { uidvalidity: 1, uidnext: 5 },
    } as unknown as MailboxDoc;
    const exported = mailboxForExport(mailbox);
    expect(exported).toMatchObject({
      id: 'm1',
      email_address: 'help@shop.example',
      imap_port: 993,
    });
    expect(JSON.stringify(exported)).not.toMatch(/sealed-password|secret|cursor|uidvalidity/);
  });
});
