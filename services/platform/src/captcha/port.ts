/**
 * The captcha port. The default is a self-hosted proof-of-work (ALTCHA); Turnstile, hCaptcha and
 * reCAPTCHA can be configured instead. Verification reports why a payload failed so the API can
 * say so (missing, invalid, expired, already used).
 */
export type CaptchaFailure = 'missing' | 'invalid' | 'expired' | 'replayed';

export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface CaptchaChallenge {
  provider: string;
  /** What the browser widget reads (ALTCHA challenge JSON, or the provider's site key). */
  json: string;
}

export interface CaptchaProvider {
  readonly name: string;
  createChallenge(): Promise<CaptchaChallenge>;
  verify(payload: string | undefined, remoteIp?: string): Promise<CaptchaResult>;
}

/** Remembers spent challenge ids until they expire (replay protection). */
export interface SpentChallenges {
  /** true when newly marked; false when it was already spent. */
  markSpent(id: string, expiresAt: Date): Promise<boolean>;
}

export const CAPTCHA_MESSAGES: Record<CaptchaFailure, string> = {
  missing: 'Captcha required. Please verify that you are human.',
  invalid: 'Captcha verification failed. Please try again.',
  expired: 'Captcha expired. Please verify again.',
  replayed: 'Captcha already used. Please verify again.',
};

export { AltchaCaptcha, type AltchaSettings } from './altcha.js';
export { SiteverifyCaptcha, SITEVERIFY_URLS, type SiteverifySettings } from './siteverify.js';
