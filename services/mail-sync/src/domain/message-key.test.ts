import { describe, expect, it } from '@jest/globals';
import { emailKey, threadKey } from './message-key.js';

describe('emailKey', () => {
  const raw = Buffer.from('Subject: x\r\n\r\nbody');

  it('is stable by mailbox and Message-ID, whatever the bytes', () => {
    const a = emailKey('mb1', '<a@x>', raw);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(emailKey('mb1', ' <a@x> ', Buffer.from('other'))).toBe(a);
    expect(emailKey('mb2', '<a@x>', raw)).not.toBe(a);
    expect(emailKey('mb1', '<b@x>', raw)).not.toBe(a);
  });

  it('falls back to the raw bytes without a Message-ID', () => {
    const a = emailKey('mb1', '', raw);
    expect(emailKey('mb1', '  ', Buffer.from(raw))).toBe(a);
    expect(emailKey('mb1', '', Buffer.from('Subject: y\r\n\r\nbody'))).not.toBe(a);
    expect(emailKey('mb2', '', raw)).not.toBe(a);
  });
});

describe('threadKey', () => {
  const msg = { references: [] as string[], in_reply_to: '', message_id: '' };
  it('takes the root of References, else In-Reply-To, else its own id, else the key', () => {
    expect(
      threadKey(
        { ...msg, references: ['<root@x>', '<b@x>'], in_reply_to: '<b@x>', message_id: '<c@x>' },
        'k',
      ),
    ).toBe('<root@x>');
    expect(threadKey({ ...msg, in_reply_to: '<b@x>', message_id: '<c@x>' }, 'k')).toBe('<b@x>');
    expect(threadKey({ ...msg, message_id: '<c@x>' }, 'k')).toBe('<c@x>');
    expect(threadKey(msg, 'k')).toBe('k');
  });
});
