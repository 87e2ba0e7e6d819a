const PROVIDER_NAMES: Record<string, string> = { gmail: 'Google', outlook: 'Microsoft' };

/**
 * What the Email configuration page shows for a grant that no longer works (the watcher records
 * it; a send refused for it says the same).
 */
export const disconnectedReason = (provider: string): string =>
  `${PROVIDER_NAMES[provider] ?? 'The provider'} no longer accepts Winzmail's access to this ` +
  'mailbox (revoked or expired). Connect the account again; mail that arrives meanwhile is ' +
  'imported then.';
