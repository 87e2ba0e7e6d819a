/**
 * Which mailboxes a mail-sync replica watches. Each mailbox is watched by the one replica that
 * holds its lease; every replica aims at an even share of the mailboxes, ⌈mailboxes / replicas⌉:
 * it claims free leases (none, or expired: its holder is gone) up to its share and lets go of
 * what it holds beyond it, so a new replica finds leases to take and a stopped one's are taken
 * over within a lease's life.
 */
export interface LeaseView {
  /** Organisations with a mailbox to watch (one auto-reply mailbox each). */
  mailboxes: string[];
  /** The ones whose lease this replica holds. */
  mine: string[];
  /** The ones whose lease another replica holds, unexpired. */
  theirs: string[];
  /** Replicas alive, this one included. */
  replicas: number;
}

export interface LeasePlan {
  share: number;
  /** Free leases to try to take, in order, at most up to the share. */
  claim: string[];
  /** Leases to give back (held beyond the share). */
  release: string[];
}

export function planLeases(view: LeaseView): LeasePlan {
  const wanted = new Set(view.mailboxes);
  const share = Math.ceil(view.mailboxes.length / Math.max(1, view.replicas));
  // Held for a mailbox that is gone: given back whatever the share.
  const mine = view.mine.filter((org) => wanted.has(org));
  const stale = view.mine.filter((org) => !wanted.has(org));
  const taken = new Set([...view.mine, ...view.theirs]);
  const free = view.mailboxes.filter((org) => !taken.has(org));
  const room = Math.max(0, share - mine.length);
  return {
    share,
    claim: free.slice(0, room),
    // Beyond the share (a replica joined): keep the share, give back the rest.
    release: [...stale, ...(mine.length > share ? mine.slice(share) : [])],
  };
}
