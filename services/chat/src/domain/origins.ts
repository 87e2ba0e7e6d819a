import { invalid } from '@winzmail/platform/errors';

/** Most sites an organisation may list for its website chat. */
export const MAX_ALLOWED_ORIGINS = 20;

/**
 * The sites allowed to use an organisation's website chat, each reduced to its origin
 * (`https://shop.example.com`); duplicates dropped. Anything but an http(s) address is refused.
 */
export function normaliseOrigins(values: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const raw of values) {
    const value = raw.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw invalid(`'${value.slice(0, 100)}' is not a web address.`, { allowed_origins: value });
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw invalid('Only http and https websites can be listed.', { allowed_origins: value });
    }
    origins.add(url.origin);
  }
  if (origins.size > MAX_ALLOWED_ORIGINS) {
    throw invalid(`List at most ${MAX_ALLOWED_ORIGINS} websites.`, {
      allowed_origins: String(origins.size),
    });
  }
  return [...origins];
}
