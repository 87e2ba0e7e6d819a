import type { Logger } from '@winzmail/platform';
import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { IdentityClient } from './clients/identity.js';
import { parseUntil, RevokedSessionModel } from './domain/revoked-sessions.js';

/**
 * Ended sessions, so that an access token of one is refused by every replica within seconds
 * although tokens are verified locally: identity publishes session.revoked with each revocation,
 * and each replica loads identity's list once (its first request waits for it) to cover what
 * happened before it started.
 */
export class RevokedSessions {
  private readonly model = new RevokedSessionModel();
  private loaded = false;
  private loading: Promise<void> | undefined;

  constructor(private readonly identity: IdentityClient) {}

  /** Every replica needs every revocation: each subscribes in a group of its own. */
  listen(bus: EventBus, group: string, logger: Logger): Promise<Subscription> {
    return bus.subscribe('session.revoked', group, async (event) => {
      if (!event.session) {
        logger.warn({ event_id: event.event_id }, 'session.revoked without a session');
        return;
      }
      this.ended([event.session]);
    });
  }

  /**
   * Identity's list of revocations still in force; once per process. A failure fails the request
   * that waited for it (no token is accepted unchecked) and the next request tries again.
   */
  ready(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    this.loading ??= (async () => {
      try {
        this.ended((await this.identity.ListRevokedSessions({})).sessions);
        this.loaded = true;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /** Sessions this replica ended itself: refused at once, before their event comes back. */
  ended(sessions: { session_id: string; until: string }[]): void {
    const now = Date.now();
    for (const s of sessions) this.model.apply(s.session_id, parseUntil(s.until), now);
  }

  isRevoked(sessionId: string, now = Date.now()): boolean {
    return this.model.isRevoked(sessionId, now);
  }
}
