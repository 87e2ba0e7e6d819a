import { describe, expect, it } from '@jest/globals';
import { SecretBox } from './secret-box.js';

describe('SecretBox (AES-256-GCM)', () => {
  const box = new SecretBox(SecretBox.generateKey());

  it('round-trips and never stores the plain text', () => {
    const sealed = box.seal('app-password-1', 'mailbox-1');
    expect(JSON.stringify(sealed)).not.toContain('app-password-1');
    expect(box.open(sealed, 'mailbox-1')).toBe('app-password-1');
    expect(box.seal('same', 'm').iv).not.toBe(box.seal('same', 'm').iv);
  });

  it('refuses a value bound to another record, tampered with, or sealed with another key', () => {
    const sealed = box.seal('secret', 'mailbox-1');
    expect(() => box.open(sealed, 'mailbox-2')).toThrow();
    const flipped = Buffer.from(sealed.data, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open({ ...sealed, data: flipped.toString('base64') }, 'mailbox-1')).toThrow();
    expect(() => new SecretBox(SecretBox.generateKey()).open(sealed, 'mailbox-1')).toThrow();
  });

  it('requires a 32-byte key', () => {
    expect(() => new SecretBox(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
