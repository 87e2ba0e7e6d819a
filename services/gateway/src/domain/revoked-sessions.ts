/**
 * The gateway's read model of ended sessions: session id → until when its access tokens must be
 * refused (after that none of them is unexpired, so the entry is forgotten). Fed by
 * session.revoked and by identity's list at start. Pure: the caller supplies the clock.
 *
 * Events may arrive in any order and any number of times: an entry only ever grows later.
 */
export class RevokedSessionModel {
  private readonly until = new Map<string, number>();
  private nextPrune = 0;

  constructor(private readonly pruneEveryMs = 60_000) {}

  get size(): number {
    return this.until.size;
  }

  /** Records a revocation; false when it is already past (nothing to refuse any more). */
  apply(sessionId: string, untilMs: number, now: number): boolean {
    if (now >= this.nextPrune) this.prune(now);
    if (!sessionId || !(untilMs > now)) return false;
    const held = this.until.get(sessionId) ?? 0;
    if (untilMs > held) this.until.set(sessionId, untilMs);
    return true;
  }

  isRevoked(sessionId: string, now: number): boolean {
    const until = this.until.get(sessionId);
    return until !== undefined && now < until;
  }

  /** Forgets revocations whose tokens have all expired. */
  prune(now: number): void {
    for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
    this.nextPrune = now + this.pruneEveryMs;
  }
}

/** An RFC 3339 instant as epoch ms; an unreadable one holds for no time. */
export function parseUntil(until: string): number {
  const ms = Date.parse(until);
  return Number.isNaN(ms) ? -Infinity : ms;
}
