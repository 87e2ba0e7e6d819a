import type { Logger } from '@winzmail/platform';
import type { EventBus, Subscription } from '@winzmail/platform/bus';
import { ReadModel } from '@winzmail/platform/read-model';
import type { ReplyClient } from './clients/reply.js';

/** How long a language is trusted without an event (a lost prompt.changed's longest effect). */
const MAX_AGE_MS = 5 * 60_000;

/**
 * Each organisation's reply language, for the website chat's every load (GET
 * /chat/widget-config) without a call: a read model fed by reply-generation's prompt.changed;
 * a miss asks reply-generation once (GetPrompt) and keeps its answer.
 */
export class WidgetLanguages {
  private readonly model: ReadModel<string>;

  constructor(reply: ReplyClient, capacity: number) {
    this.model = new ReadModel({
      load: async (orgId) => (await reply.GetPrompt({ org_id: orgId })).language,
      capacity,
      maxAgeMs: MAX_AGE_MS,
    });
  }

  /** Every replica needs every change: each subscribes in a group of its own. */
  listen(bus: EventBus, group: string, logger: Logger): Promise<Subscription> {
    return bus.subscribe('prompt.changed', group, async (event) => {
      // An event that names no field is read as any change.
      if (event.fields.length === 0 || event.fields.includes('language')) {
        this.model.invalidate(event.org_id);
        logger.debug({ org_id: event.org_id }, 'widget language changed');
      }
    });
  }

  /** This replica saved the organisation's reply style: its next load reads it (others: the event). */
  changed(orgId: string): void {
    this.model.invalidate(orgId);
  }

  /** The organisation's reply language ('' or 'auto': the visitor's own). */
  of(orgId: string): Promise<string> {
    return this.model.get(orgId);
  }
}
