import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { DocumentProcessed as _winzmail_events_v1_DocumentProcessed, DocumentProcessed__Output as _winzmail_events_v1_DocumentProcessed__Output } from './winzmail/events/v1/DocumentProcessed.js';
import type { DocumentUploaded as _winzmail_events_v1_DocumentUploaded, DocumentUploaded__Output as _winzmail_events_v1_DocumentUploaded__Output } from './winzmail/events/v1/DocumentUploaded.js';
import type { MailReceived as _winzmail_events_v1_MailReceived, MailReceived__Output as _winzmail_events_v1_MailReceived__Output } from './winzmail/events/v1/MailReceived.js';
import type { OrgRegistered as _winzmail_events_v1_OrgRegistered, OrgRegistered__Output as _winzmail_events_v1_OrgRegistered__Output } from './winzmail/events/v1/OrgRegistered.js';
import type { ReplyGenerated as _winzmail_events_v1_ReplyGenerated, ReplyGenerated__Output as _winzmail_events_v1_ReplyGenerated__Output } from './winzmail/events/v1/ReplyGenerated.js';
import type { ReplySent as _winzmail_events_v1_ReplySent, ReplySent__Output as _winzmail_events_v1_ReplySent__Output } from './winzmail/events/v1/ReplySent.js';
import type { SubscriptionChanged as _winzmail_events_v1_SubscriptionChanged, SubscriptionChanged__Output as _winzmail_events_v1_SubscriptionChanged__Output } from './winzmail/events/v1/SubscriptionChanged.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  winzmail: {
    events: {
      v1: {
        DocumentProcessed: MessageTypeDefinition<_winzmail_events_v1_DocumentProcessed, _winzmail_events_v1_DocumentProcessed__Output>
        DocumentUploaded: MessageTypeDefinition<_winzmail_events_v1_DocumentUploaded, _winzmail_events_v1_DocumentUploaded__Output>
        MailReceived: MessageTypeDefinition<_winzmail_events_v1_MailReceived, _winzmail_events_v1_MailReceived__Output>
        OrgRegistered: MessageTypeDefinition<_winzmail_events_v1_OrgRegistered, _winzmail_events_v1_OrgRegistered__Output>
        ReplyGenerated: MessageTypeDefinition<_winzmail_events_v1_ReplyGenerated, _winzmail_events_v1_ReplyGenerated__Output>
        ReplySent: MessageTypeDefinition<_winzmail_events_v1_ReplySent, _winzmail_events_v1_ReplySent__Output>
        SubscriptionChanged: MessageTypeDefinition<_winzmail_events_v1_SubscriptionChanged, _winzmail_events_v1_SubscriptionChanged__Output>
      }
    }
  }
}

