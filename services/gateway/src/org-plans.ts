import type { Logger } from '@winzmail/platform';
import type { EventBus, Subscription } from '@winzmail/platform/bus';
import type { BillingClient } from './clients/billing.js';
import { OrgPlanModel, type PlanSnapshot } from './domain/org-plans.js';

/**
 * Organisations' plans for /org/me without a round trip: the read model answers, fed by
 * billing's subscription.changed; a miss (a replica that started after the event, an evicted or
 * expired snapshot) asks billing once and keeps its answer.
 */
export class OrgPlans {
  private readonly model: OrgPlanModel;
  /** One fallback call per organisation at a time, however many requests miss together. */
  private readonly asking = new Map<string, Promise<PlanSnapshot>>();

  constructor(
    private readonly billing: BillingClient,
    capacity: number,
  ) {
    this.model = new OrgPlanModel(capacity);
  }

  /**
   * Every replica needs every change, so each subscribes in a group of its own (a fresh group
   * reads the topic from its start, which fills the model).
   */
  listen(bus: EventBus, group: string, logger: Logger): Promise<Subscription> {
    return bus.subscribe('subscription.changed', group, async (event) => {
      if (!event.subscription) {
        logger.warn({ event_id: event.event_id }, 'subscription.changed without a subscription');
        return;
      }
      this.model.apply(event.org_id, event.subscription);
    });
  }

  current(orgId: string, now = Date.now()): PlanSnapshot | Promise<PlanSnapshot> {
    return this.model.current(orgId, now) ?? this.ask(orgId);
  }

  private ask(orgId: string): Promise<PlanSnapshot> {
    let pending = this.asking.get(orgId);
    if (!pending) {
      pending = this.billing.GetOrgSubscription({ org_id: orgId }).then((snapshot) => {
        this.model.apply(orgId, snapshot);
        return snapshot;
      });
      this.asking.set(orgId, pending);
      void pending.finally(() => this.asking.delete(orgId)).catch(() => undefined);
    }
    return pending;
  }
}
