import { subscribeAll, type EventBus, type Subscription } from '@winzmail/platform/bus';

/** A consumer group reads one topic (on Kafka a group's members share one subscription). */
export const ORG_DELETED_GROUP = 'chat.org-deleted';

/** org.deleted → everything chat holds of the organisation goes (idempotent). */
export async function subscribeEvents(
  bus: EventBus,
  eraseOrg: (orgId: string) => Promise<void>,
): Promise<Subscription[]> {
  return [await bus.subscribe('org.deleted', ORG_DELETED_GROUP, (event) => eraseOrg(event.org_id))];
}

/** What each replica keeps in memory, and the events that change it. */
export interface ReadModels {
  widget: {
    changed(orgId: string, allowedOrigins: readonly string[]): void;
    forget(orgId: string): void;
  };
  orgs: { forget(orgId: string): void };
}

/**
 * This replica's read models (the website chat's allowed origins, the organisations it found),
 * fed by widget.changed and org.deleted. Every replica needs every event, so each reads in
 * consumer groups of its own (`<group>.<topic>`, one topic per group); a new group reads the
 * topic from its start.
 */
export async function subscribeReadModels(
  bus: EventBus,
  group: string,
  models: ReadModels,
): Promise<Subscription[]> {
  return subscribeAll([
    () =>
      bus.subscribe('widget.changed', `${group}.widget`, async (event) =>
        models.widget.changed(event.org_id, event.allowed_origins),
      ),
    () =>
      bus.subscribe('org.deleted', `${group}.org-deleted`, async (event) => {
        models.widget.forget(event.org_id);
        models.orgs.forget(event.org_id);
      }),
  ]);
}
