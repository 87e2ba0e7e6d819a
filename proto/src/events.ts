import { join } from 'node:path';
import protobuf from 'protobufjs';
import type * as ev from './gen/types/events.js';
import { PROTO_DIR } from './paths.js';

/** The bus topics of ARCHITECTURE.md, each with its message in events.proto. Key = org id. */
export const TOPIC_MESSAGES = {
  'org.registered': 'OrgRegistered',
  'document.uploaded': 'DocumentUploaded',
  'document.processed': 'DocumentProcessed',
  'mail.received': 'MailReceived',
  'reply.generated': 'ReplyGenerated',
  'reply.sent': 'ReplySent',
  'subscription.changed': 'SubscriptionChanged',
  'session.revoked': 'SessionRevoked',
  'prompt.changed': 'PromptChanged',
  'budget.changed': 'BudgetChanged',
  'widget.changed': 'WidgetChanged',
  'question.unanswered': 'QuestionUnanswered',
  'handoff.requested': 'HandoffRequested',
  'org.deleted': 'OrgDeleted',
} as const;

export type Topic = keyof typeof TOPIC_MESSAGES;
export const TOPICS = Object.keys(TOPIC_MESSAGES) as Topic[];

/** What a consumer receives for each topic (every field present). */
export interface EventMap {
  'org.registered': ev.OrgRegistered__Output;
  'document.uploaded': ev.DocumentUploaded__Output;
  'document.processed': ev.DocumentProcessed__Output;
  'mail.received': ev.MailReceived__Output;
  'reply.generated': ev.ReplyGenerated__Output;
  'reply.sent': ev.ReplySent__Output;
  'subscription.changed': ev.SubscriptionChanged__Output;
  'session.revoked': ev.SessionRevoked__Output;
  'prompt.changed': ev.PromptChanged__Output;
  'budget.changed': ev.BudgetChanged__Output;
  'widget.changed': ev.WidgetChanged__Output;
  'question.unanswered': ev.QuestionUnanswered__Output;
  'handoff.requested': ev.HandoffRequested__Output;
  'org.deleted': ev.OrgDeleted__Output;
}

/** The fields every event carries. */
export interface EventEnvelope {
  event_id: string;
  org_id: string;
  occurred_at: string;
}

export function isTopic(name: string): name is Topic {
  return Object.hasOwn(TOPIC_MESSAGES, name);
}

let root: protobuf.Root | undefined;
function messageType(topic: Topic): protobuf.Type {
  root ??= new protobuf.Root().loadSync(join(PROTO_DIR, 'events.proto'), { keepCase: true });
  return root.lookupType(`winzmail.events.v1.${TOPIC_MESSAGES[topic]}`);
}

/** Wire encoding of events (used by the Kafka bus): protobuf from events.proto. */
export function encodeEvent<T extends Topic>(topic: T, event: EventMap[T]): Buffer {
  const type = messageType(topic);
  const err = type.verify(event);
  if (err) throw new Error(`invalid ${topic} event: ${err}`);
  return Buffer.from(type.encode(type.fromObject(event)).finish());
}

export function decodeEvent<T extends Topic>(topic: T, bytes: Uint8Array): EventMap[T] {
  const type = messageType(topic);
  return type.toObject(type.decode(bytes), { defaults: true, longs: Number }) as EventMap[T];
}
