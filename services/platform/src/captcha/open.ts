import type { CaptchaProvider, CaptchaSettings } from './port.js';

/** Picks the adapter from config: ALTCHA proof-of-work, or a hosted provider's siteverify. */
export async function openCaptcha(settings: CaptchaSettings): Promise<CaptchaProvider> {
  if (settings.provider === 'altcha') {
    const { AltchaCaptcha } = await import('./adapters/altcha.js');
    return new AltchaCaptcha(settings);
  }
  const { SiteverifyCaptcha } = await import('./adapters/siteverify.js');
  return new SiteverifyCaptcha(settings);
}
