import type { EventBus } from '@winzmail/platform/bus';

/**
 * A consumer as the product's must be: it applies each event's effect once, deduping by
 * event_id, and counts deliveries (duplicates included) to show at-least-once at work.
 */
export class Effects {
  readonly applied = new Set<string>();
  /** Effect count per event id: 1 everywhere means "none twice in effect". */
  readonly counts = new Map<string, number>();
  deliveries = 0;

  async follow(bus: EventBus, group: string): Promise<void> {
    await bus.subscribe('document.uploaded', group, async (event) => {
      this.deliveries += 1;
      if (this.applied.has(event.event_id)) return;
      this.applied.add(event.event_id);
      this.counts.set(event.event_id, (this.counts.get(event.event_id) ?? 0) + 1);
    });
  }

  /** The ids of `ids` not applied yet: wait with `eventually` until none is left. */
  missing(ids: string[]): string[] {
    return ids.filter((id) => !this.applied.has(id));
  }
}
