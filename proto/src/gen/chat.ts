import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AskEvent as _winzmail_chat_v1_AskEvent, AskEvent__Output as _winzmail_chat_v1_AskEvent__Output } from './winzmail/chat/v1/AskEvent.js';
import type { AskRequest as _winzmail_chat_v1_AskRequest, AskRequest__Output as _winzmail_chat_v1_AskRequest__Output } from './winzmail/chat/v1/AskRequest.js';
import type { ChatClient as _winzmail_chat_v1_ChatClient, ChatDefinition as _winzmail_chat_v1_ChatDefinition } from './winzmail/chat/v1/Chat.js';
import type { ChatMessage as _winzmail_chat_v1_ChatMessage, ChatMessage__Output as _winzmail_chat_v1_ChatMessage__Output } from './winzmail/chat/v1/ChatMessage.js';
import type { ChatSource as _winzmail_chat_v1_ChatSource, ChatSource__Output as _winzmail_chat_v1_ChatSource__Output } from './winzmail/chat/v1/ChatSource.js';
import type { ClearRequest as _winzmail_chat_v1_ClearRequest, ClearRequest__Output as _winzmail_chat_v1_ClearRequest__Output } from './winzmail/chat/v1/ClearRequest.js';
import type { ClearResponse as _winzmail_chat_v1_ClearResponse, ClearResponse__Output as _winzmail_chat_v1_ClearResponse__Output } from './winzmail/chat/v1/ClearResponse.js';
import type { Conversation as _winzmail_chat_v1_Conversation, Conversation__Output as _winzmail_chat_v1_Conversation__Output } from './winzmail/chat/v1/Conversation.js';
import type { GetWidgetSettingsRequest as _winzmail_chat_v1_GetWidgetSettingsRequest, GetWidgetSettingsRequest__Output as _winzmail_chat_v1_GetWidgetSettingsRequest__Output } from './winzmail/chat/v1/GetWidgetSettingsRequest.js';
import type { HistoryRequest as _winzmail_chat_v1_HistoryRequest, HistoryRequest__Output as _winzmail_chat_v1_HistoryRequest__Output } from './winzmail/chat/v1/HistoryRequest.js';
import type { HistoryResponse as _winzmail_chat_v1_HistoryResponse, HistoryResponse__Output as _winzmail_chat_v1_HistoryResponse__Output } from './winzmail/chat/v1/HistoryResponse.js';
import type { SetWidgetSettingsRequest as _winzmail_chat_v1_SetWidgetSettingsRequest, SetWidgetSettingsRequest__Output as _winzmail_chat_v1_SetWidgetSettingsRequest__Output } from './winzmail/chat/v1/SetWidgetSettingsRequest.js';
import type { StartVisitorRequest as _winzmail_chat_v1_StartVisitorRequest, StartVisitorRequest__Output as _winzmail_chat_v1_StartVisitorRequest__Output } from './winzmail/chat/v1/StartVisitorRequest.js';
import type { VisitorToken as _winzmail_chat_v1_VisitorToken, VisitorToken__Output as _winzmail_chat_v1_VisitorToken__Output } from './winzmail/chat/v1/VisitorToken.js';
import type { WidgetSettings as _winzmail_chat_v1_WidgetSettings, WidgetSettings__Output as _winzmail_chat_v1_WidgetSettings__Output } from './winzmail/chat/v1/WidgetSettings.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  winzmail: {
    chat: {
      v1: {
        AskEvent: MessageTypeDefinition<_winzmail_chat_v1_AskEvent, _winzmail_chat_v1_AskEvent__Output>
        AskRequest: MessageTypeDefinition<_winzmail_chat_v1_AskRequest, _winzmail_chat_v1_AskRequest__Output>
        Chat: SubtypeConstructor<typeof grpc.Client, _winzmail_chat_v1_ChatClient> & { service: _winzmail_chat_v1_ChatDefinition }
        ChatMessage: MessageTypeDefinition<_winzmail_chat_v1_ChatMessage, _winzmail_chat_v1_ChatMessage__Output>
        ChatSource: MessageTypeDefinition<_winzmail_chat_v1_ChatSource, _winzmail_chat_v1_ChatSource__Output>
        ClearRequest: MessageTypeDefinition<_winzmail_chat_v1_ClearRequest, _winzmail_chat_v1_ClearRequest__Output>
        ClearResponse: MessageTypeDefinition<_winzmail_chat_v1_ClearResponse, _winzmail_chat_v1_ClearResponse__Output>
        Conversation: MessageTypeDefinition<_winzmail_chat_v1_Conversation, _winzmail_chat_v1_Conversation__Output>
        GetWidgetSettingsRequest: MessageTypeDefinition<_winzmail_chat_v1_GetWidgetSettingsRequest, _winzmail_chat_v1_GetWidgetSettingsRequest__Output>
        HistoryRequest: MessageTypeDefinition<_winzmail_chat_v1_HistoryRequest, _winzmail_chat_v1_HistoryRequest__Output>
        HistoryResponse: MessageTypeDefinition<_winzmail_chat_v1_HistoryResponse, _winzmail_chat_v1_HistoryResponse__Output>
        SetWidgetSettingsRequest: MessageTypeDefinition<_winzmail_chat_v1_SetWidgetSettingsRequest, _winzmail_chat_v1_SetWidgetSettingsRequest__Output>
        StartVisitorRequest: MessageTypeDefinition<_winzmail_chat_v1_StartVisitorRequest, _winzmail_chat_v1_StartVisitorRequest__Output>
        VisitorToken: MessageTypeDefinition<_winzmail_chat_v1_VisitorToken, _winzmail_chat_v1_VisitorToken__Output>
        WidgetSettings: MessageTypeDefinition<_winzmail_chat_v1_WidgetSettings, _winzmail_chat_v1_WidgetSettings__Output>
      }
    }
  }
}

