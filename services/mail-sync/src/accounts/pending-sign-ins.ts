import type { MailRepos } from '../adapters/repositories.js';

/**
 * Sign-ins nobody finished (a closed consent page, an abandoned device code) are removed once
 * expired, whenever a new one starts. No TTL index: FerretDB, a store we run on, refuses one.
 */
export const sweepExpired = (repos: Pick<MailRepos, 'pending'>): Promise<number> =>
  repos.pending.deleteMany({ expires_at: { $lt: new Date().toISOString() } });
