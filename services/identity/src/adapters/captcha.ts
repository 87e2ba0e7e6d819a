import { randomBytes } from 'node:crypto';
import { DuplicateKeyError, persistentSecret, type Clock } from '@winzmail/platform';
import {
  openCaptcha,
  type CaptchaProvider,
  type SpentChallenges,
} from '@winzmail/platform/captcha';
import type { IdentityConfig } from '../config.js';
import type { IdentityRepos } from './repositories.js';

/** Spent challenge ids in the store; the unique _id makes "first one wins" atomic. */
function spentChallenges(repos: IdentityRepos): SpentChallenges {
  return {
    async markSpent(id, expiresAt) {
      try {
        await repos.spentCaptchas.insertOne({ _id: id, expires_at: expiresAt.getTime() });
        return true;
      } catch (err) {
        if (err instanceof DuplicateKeyError) return false;
        throw err;
      }
    },
  };
}

export async function captchaFromConfig(
  config: IdentityConfig,
  dataDir: string,
  repos: IdentityRepos,
  /** What challenges are dated by (a test dates one in the past to see it expire). */
  now?: Clock,
): Promise<CaptchaProvider> {
  if (config.CAPTCHA_PROVIDER === 'altcha') {
    const hmacKey = await persistentSecret(config.CAPTCHA_HMAC_KEY, dataDir, 'captcha-hmac', () =>
      randomBytes(32).toString('hex'),
    );
    return openCaptcha({
      provider: 'altcha',
      hmacKey,
      expirySeconds: config.CAPTCHA_EXPIRY_SECONDS,
      minCounter: config.CAPTCHA_MIN_COUNTER,
      maxCounter: Math.max(config.CAPTCHA_MAX_COUNTER, config.CAPTCHA_MIN_COUNTER + 1),
      spent: spentChallenges(repos),
      ...(now ? { now } : {}),
    });
  }
  if (!config.CAPTCHA_SITE_KEY || !config.CAPTCHA_SECRET) {
    throw new Error(
      `CAPTCHA_SITE_KEY and CAPTCHA_SECRET are required for ${config.CAPTCHA_PROVIDER}`,
    );
  }
  return openCaptcha({
    provider: config.CAPTCHA_PROVIDER,
    siteKey: config.CAPTCHA_SITE_KEY,
    secret: config.CAPTCHA_SECRET,
    ...(config.CAPTCHA_VERIFY_URL ? { verifyUrl: config.CAPTCHA_VERIFY_URL } : {}),
  });
}
