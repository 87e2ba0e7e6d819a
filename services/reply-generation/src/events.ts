import { subscribeAll, type EventBus, type Subscription } from '@winzmail/platform/bus';
import type { EmailReplies } from './email-replies.js';
import type { Entitlements } from './entitlements.js';

export const GROUP = 'reply-generation';
/**
 * A consumer group reads one topic: Kafka's assignors give every member of a group partitions
 * of every topic the group reads, so a second topic in one group starves the first.
 */
export const ENTITLEMENTS_GROUP = 'reply-generation.entitlements';
export const ORG_DELETED_GROUP = 'reply-generation.org-deleted';

/**
 * mail.received (needs_reply) → a reply is written → reply.generated. Idempotent per email.
 * subscription.changed → whether the organisation's AI may write (the store's copy).
 * org.deleted → everything reply-generation holds of the organisation goes (idempotent).
 */
export async function subscribeEvents(
  bus: EventBus,
  emailReplies: EmailReplies,
  entitlements: Pick<Entitlements, 'onSubscriptionChanged'>,
  eraseOrg: (orgId: string) => Promise<void>,
): Promise<Subscription[]> {
  return [
    // First: an organisation's plan is known before its mail asks for a reply.
    await bus.subscribe('subscription.changed', ENTITLEMENTS_GROUP, (event) =>
      entitlements.onSubscriptionChanged(event),
    ),
    await bus.subscribe('mail.received', GROUP, (event) => emailReplies.onMailReceived(event)),
    await bus.subscribe('org.deleted', ORG_DELETED_GROUP, (event) => eraseOrg(event.org_id)),
  ];
}

/** What each replica keeps in memory, and the events that change it. */
export interface ReadModels {
  prompts: { changed(orgId: string): void };
  entitlements: Pick<Entitlements, 'apply' | 'forget'>;
  budgets: { changed(orgId: string): void; forget(orgId: string): void };
  /** The organisation's usage not written yet. */
  usage: { dropOrg(orgId: string): void };
}

/**
 * This replica's read models (prompts.ts, entitlements.ts, budgets.ts), fed by the events that
 * announce changes. Every replica needs every event, so each reads in consumer groups of its own
 * (`<group>.<topic>`; one topic per group, as above); a new group reads the topic from its start.
 */
export async function subscribeReadModels(
  bus: EventBus,
  group: string,
  models: ReadModels,
): Promise<Subscription[]> {
  return subscribeAll([
    () =>
      bus.subscribe('prompt.changed', `${group}.prompts`, async (event) =>
        models.prompts.changed(event.org_id),
      ),
    () =>
      bus.subscribe('subscription.changed', `${group}.plans`, async (event) =>
        models.entitlements.apply(event),
      ),
    () =>
      bus.subscribe('budget.changed', `${group}.budgets`, async (event) =>
        models.budgets.changed(event.org_id),
      ),
    () =>
      bus.subscribe('org.deleted', `${group}.org-deleted`, async (event) => {
        models.prompts.changed(event.org_id);
        models.entitlements.forget(event.org_id);
        models.budgets.forget(event.org_id);
        models.usage.dropOrg(event.org_id);
      }),
  ]);
}
