import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import { systemClock, type Clock } from '../../clock/index.js';
import type { AltchaSettings, CaptchaChallenge, CaptchaProvider, CaptchaResult } from '../port.js';

/** Self-hosted proof-of-work captcha (ALTCHA v2, SHA-256), signed with our HMAC key. */
export class AltchaCaptcha implements CaptchaProvider {
  readonly name = 'altcha';

  private readonly now: Clock;

  constructor(private readonly settings: AltchaSettings) {
    this.now = settings.now ?? systemClock;
  }

  async createChallenge(): Promise<CaptchaChallenge> {
    const expiresAt = new Date(this.now() + this.settings.expirySeconds * 1000);
    const challenge: Challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.settings.maxCounter, this.settings.minCounter),
      deriveKey,
      expiresAt,
      hmacSignatureSecret: this.settings.hmacKey,
    });
    return { provider: this.name, json: JSON.stringify(challenge) };
  }

  async verify(payload: string | undefined): Promise<CaptchaResult> {
    if (!payload) return { ok: false, reason: 'missing' };
    const spent = this.settings.spent;
    const result = await verify(payload, deriveKey, this.settings.hmacKey, undefined, {
      get: async () => false,
      set: async () => undefined,
      // Atomic: the store's unique _id decides which of two concurrent submissions wins.
      setIfAbsent: async (id: string) =>
        spent.markSpent(id, new Date(this.now() + this.settings.expirySeconds * 1000)),
    });
    if (!result.error) return { ok: true };
    const verification = result.verification;
    if (verification && 'expired' in verification && verification.expired) {
      return { ok: false, reason: 'expired' };
    }
    if (/already been used|already used/i.test(result.error))
      return { ok: false, reason: 'replayed' };
    return { ok: false, reason: 'invalid' };
  }
}
