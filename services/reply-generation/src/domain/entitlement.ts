/**
 * Whether an organisation may have the AI write: during the trial or while a paid plan runs.
 * After that the AI stops — no reply is generated, the chat answers that a subscription is
 * needed — but mail keeps syncing and every record is kept, so paying restores it all. Pure.
 */
export interface Entitlement {
  /** Each plan's expiry (RFC 3339) as billing last published it (trial plans included). */
  expiries: string[];
}

export const SUBSCRIPTION_NEEDED =
  'A subscription is needed: the free trial has ended and no plan is active. Choose a plan on the Subscription page.';

/** An organisation billing has not told us about yet is entitled (its trial just began). */
export function isEntitled(entitlement: Entitlement | null, now: Date): boolean {
  if (!entitlement) return true;
  return entitlement.expiries.some((e) => {
    const at = new Date(e);
    return !Number.isNaN(at.getTime()) && at > now;
  });
}
