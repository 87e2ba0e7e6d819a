import { context, propagation } from '@opentelemetry/api';
import { encodeEvent } from '@winzmail/proto';
import { nowIso } from '../ids/index.js';
import type { OutboxEntry, OutboxEvent } from './port.js';

/**
 * An event as it waits in its document. It is checked against events.proto now, so an invalid
 * event fails the use case that made it instead of blocking the relay later; and it keeps the
 * caller's trace context, so the publish continues the request's trace however late it happens.
 */
export function entryFor({ topic, event }: OutboxEvent): OutboxEntry {
  encodeEvent(topic, event);
  const trace: Record<string, string> = {};
  propagation.inject(context.active(), trace);
  return { topic, event, trace, recorded_at: nowIso() };
}
