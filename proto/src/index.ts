import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type { ProtoGrpcType as BillingProto } from './gen/billing.js';
import type { ProtoGrpcType as ChatProto } from './gen/chat.js';
import type { ProtoGrpcType as IdentityProto } from './gen/identity.js';
import type { ProtoGrpcType as KnowledgeProto } from './gen/knowledge_ingestion.js';
import type { ProtoGrpcType as MailSyncProto } from './gen/mail_sync.js';
import type { ProtoGrpcType as ReplyProto } from './gen/reply_generation.js';

import { PROTO_DIR } from './paths.js';

export { PROTO_DIR };

/** The same options the generated types were made with (gen.sh). */
export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
};

const cache = new Map<string, grpc.GrpcObject>();
function load<T>(file: string): T {
  let pkg = cache.get(file);
  if (!pkg) {
    pkg = grpc.loadPackageDefinition(protoLoader.loadSync(join(PROTO_DIR, file), LOADER_OPTIONS));
    cache.set(file, pkg);
  }
  return pkg as unknown as T;
}

/** Service constructors (clients) with their definitions (servers), typed from the protos. */
export const services = {
  identity: () => load<IdentityProto>('identity.proto').winzmail.identity.v1.Identity,
  billing: () => load<BillingProto>('billing.proto').winzmail.billing.v1.Billing,
  mailSync: () => load<MailSyncProto>('mail_sync.proto').winzmail.mailsync.v1.MailSync,
  replyGeneration: () =>
    load<ReplyProto>('reply_generation.proto').winzmail.replygeneration.v1.ReplyGeneration,
  knowledge: () =>
    load<KnowledgeProto>('knowledge_ingestion.proto').winzmail.knowledge.v1.KnowledgeIngestion,
  chat: () => load<ChatProto>('chat.proto').winzmail.chat.v1.Chat,
};

export type ServiceName = keyof typeof services;

export * from './events.js';
export type * as identity from './gen/types/identity.js';
export type * as billing from './gen/types/billing.js';
export type * as mailSync from './gen/types/mailsync.js';
export type * as replyGeneration from './gen/types/replygeneration.js';
export type * as knowledge from './gen/types/knowledge.js';
export type * as chat from './gen/types/chat.js';
export type * as events from './gen/types/events.js';
export type * as dataExport from './gen/types/export.js';
