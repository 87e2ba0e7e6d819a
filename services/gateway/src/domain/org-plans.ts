import type { billing } from '@winzmail/proto';

/** An organisation's plan composition as billing computed it (GetOrgSubscription, subscription.changed). */
export type PlanSnapshot = billing.OrgSubscription__Output;

interface Held {
  snapshot: PlanSnapshot;
  /** Epoch ms after which the composition may have changed by itself; Infinity: never. */
  validUntil: number;
}

/**
 * The gateway's read model of every organisation's plan, fed by subscription.changed and by
 * billing's answers on a miss. Pure: no I/O, the caller supplies the clock.
 *
 * - A snapshot replaces the held one only when it is newer (a higher revision, or the same
 *   revision computed later, i.e. valid for longer), so events and fallback answers may arrive in
 *   any order and any number of times.
 * - Revision 0 (billing has no record yet, e.g. org.registered still on its way) is never kept:
 *   the trial's event will come, and until then every read asks billing.
 * - Past its valid_until a snapshot is a miss (the trial or a paid plan ended), but stays as the
 *   revision floor so an older event arriving late cannot bring it back.
 * - At most `capacity` organisations; the least recently written go first (a miss asks billing).
 */
export class OrgPlanModel {
  private readonly held = new Map<string, Held>();

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('capacity must be ≥ 1');
  }

  get size(): number {
    return this.held.size;
  }

  /** Keeps the snapshot if it is newer than what is held; true when kept. */
  apply(orgId: string, snapshot: PlanSnapshot): boolean {
    if (!orgId || snapshot.revision <= 0) return false;
    const validUntil = parseValidUntil(snapshot.valid_until);
    const current = this.held.get(orgId);
    if (current && !isNewer(snapshot.revision, validUntil, current)) return false;
    this.held.delete(orgId);
    this.held.set(orgId, { snapshot, validUntil });
    if (this.held.size > this.capacity) this.held.delete(this.held.keys().next().value!);
    return true;
  }

  /** The held snapshot while it still holds at `now` (epoch ms); undefined is a miss. */
  current(orgId: string, now: number): PlanSnapshot | undefined {
    const held = this.held.get(orgId);
    return held && now < held.validUntil ? held.snapshot : undefined;
  }
}

function isNewer(revision: number, validUntil: number, current: Held): boolean {
  const held = current.snapshot.revision;
  return revision > held || (revision === held && validUntil > current.validUntil);
}

/** '' means the composition never changes by itself; an unreadable instant holds for no time. */
function parseValidUntil(validUntil: string): number {
  if (!validUntil) return Infinity;
  const ms = Date.parse(validUntil);
  return Number.isNaN(ms) ? -Infinity : ms;
}
