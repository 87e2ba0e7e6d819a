/**
 * The captcha port. The default is a self-hosted proof-of-work (ALTCHA); Turnstile, hCaptcha and
 * reCAPTCHA can be configured instead. Verification reports why a payload failed so the API can
 * say so (missing, invalid, expired, already used).
 */

import type { Clock } from '../clock/index.js';

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

export interface AltchaSettings {
  hmacKey: string;
  /** How long a challenge may be solved and submitted. */
  expirySeconds: number;
  /** Work: the solver tries counters from 0 up to a random value in this range. */
  minCounter: number;
  maxCounter: number;
  spent: SpentChallenges;
  /** The time challenges are dated by (default: the real time; a test dates one in the past). */
  now?: Clock;
}

/** Turnstile, hCaptcha and reCAPTCHA share one verification shape: POST secret + response. */
export type SiteverifyProvider = 'turnstile' | 'hcaptcha' | 'recaptcha';

export interface SiteverifySettings {
  provider: SiteverifyProvider;
  siteKey: string;
  secret: string;
  /** Overrides the provider's endpoint (tests point it at a local double). */
  verifyUrl?: string;
  timeoutMs?: number;
}

export type CaptchaSettings = ({ provider: 'altcha' } & AltchaSettings) | SiteverifySettings;
