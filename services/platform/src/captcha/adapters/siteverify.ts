import type {
  CaptchaChallenge,
  CaptchaProvider,
  CaptchaResult,
  SiteverifyProvider,
  SiteverifySettings,
} from '../port.js';

/** Turnstile, hCaptcha and reCAPTCHA share one verification shape: POST secret + response. */
export const SITEVERIFY_URLS: Record<SiteverifyProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

export class SiteverifyCaptcha implements CaptchaProvider {
  readonly name: string;

  constructor(private readonly settings: SiteverifySettings) {
    this.name = settings.provider;
  }

  async createChallenge(): Promise<CaptchaChallenge> {
    return { provider: this.name, json: JSON.stringify({ site_key: this.settings.siteKey }) };
  }

  async verify(payload: string | undefined, remoteIp?: string): Promise<CaptchaResult> {
    if (!payload) return { ok: false, reason: 'missing' };
    const body = new URLSearchParams({ secret: this.settings.secret, response: payload });
    if (remoteIp) body.set('remoteip', remoteIp);
    const res = await fetch(this.settings.verifyUrl ?? SITEVERIFY_URLS[this.settings.provider], {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 5000),
    });
    if (!res.ok) return { ok: false, reason: 'invalid' };
    const data = (await res.json()) as { success?: boolean; 'error-codes'?: string[] };
    if (data.success) return { ok: true };
    const codes = data['error-codes'] ?? [];
    if (codes.includes('timeout-or-duplicate')) return { ok: false, reason: 'replayed' };
    return { ok: false, reason: 'invalid' };
  }
}
