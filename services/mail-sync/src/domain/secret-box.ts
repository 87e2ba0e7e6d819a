import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for mailbox passwords and tokens at rest. Each value gets a fresh 96-bit nonce; the
 * record's id is bound as additional data, so a ciphertext copied onto another mailbox does not
 * decrypt. `v` names the format so the key or cipher can change later.
 */
export interface SealedSecret {
  v: 1;
  iv: string;
  tag: string;
  data: string;
}

export class SecretBox {
  private readonly key: Buffer;

  constructor(keyBase64: string) {
    const key = Buffer.from(keyBase64, 'base64');
    if (key.length !== 32)
      throw new Error('the secrets key must be 32 bytes, base64-encoded (SECRETS_ENCRYPTION_KEY)');
    this.key = key;
  }

  static generateKey(): string {
    return randomBytes(32).toString('base64');
  }

  seal(plain: string, boundTo: string): SealedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(boundTo, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return {
      v: 1,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      data: data.toString('base64'),
    };
  }

  /** Throws when the value was tampered with, sealed for another record or with another key. */
  open(sealed: SealedSecret, boundTo: string): string {
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.data, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  }
}
