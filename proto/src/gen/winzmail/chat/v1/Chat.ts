// Original file: chat.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AskRequest as _winzmail_chat_v1_AskRequest, AskRequest__Output as _winzmail_chat_v1_AskRequest__Output } from '../../../winzmail/chat/v1/AskRequest.js';
import type { ChatMessage as _winzmail_chat_v1_ChatMessage, ChatMessage__Output as _winzmail_chat_v1_ChatMessage__Output } from '../../../winzmail/chat/v1/ChatMessage.js';
import type { ClearRequest as _winzmail_chat_v1_ClearRequest, ClearRequest__Output as _winzmail_chat_v1_ClearRequest__Output } from '../../../winzmail/chat/v1/ClearRequest.js';
import type { ClearResponse as _winzmail_chat_v1_ClearResponse, ClearResponse__Output as _winzmail_chat_v1_ClearResponse__Output } from '../../../winzmail/chat/v1/ClearResponse.js';
import type { HistoryRequest as _winzmail_chat_v1_HistoryRequest, HistoryRequest__Output as _winzmail_chat_v1_HistoryRequest__Output } from '../../../winzmail/chat/v1/HistoryRequest.js';
import type { HistoryResponse as _winzmail_chat_v1_HistoryResponse, HistoryResponse__Output as _winzmail_chat_v1_HistoryResponse__Output } from '../../../winzmail/chat/v1/HistoryResponse.js';

export interface ChatClient extends grpc.Client {
  Ask(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  Ask(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  Ask(argument: _winzmail_chat_v1_AskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  Ask(argument: _winzmail_chat_v1_AskRequest, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  ask(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  ask(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  ask(argument: _winzmail_chat_v1_AskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  ask(argument: _winzmail_chat_v1_AskRequest, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  
  Clear(argument: _winzmail_chat_v1_ClearRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  Clear(argument: _winzmail_chat_v1_ClearRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  Clear(argument: _winzmail_chat_v1_ClearRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  Clear(argument: _winzmail_chat_v1_ClearRequest, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  clear(argument: _winzmail_chat_v1_ClearRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  clear(argument: _winzmail_chat_v1_ClearRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  clear(argument: _winzmail_chat_v1_ClearRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  clear(argument: _winzmail_chat_v1_ClearRequest, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  
  History(argument: _winzmail_chat_v1_HistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  History(argument: _winzmail_chat_v1_HistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  History(argument: _winzmail_chat_v1_HistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  History(argument: _winzmail_chat_v1_HistoryRequest, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _winzmail_chat_v1_HistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _winzmail_chat_v1_HistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _winzmail_chat_v1_HistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _winzmail_chat_v1_HistoryRequest, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface ChatHandlers extends grpc.UntypedServiceImplementation {
  Ask: grpc.handleUnaryCall<_winzmail_chat_v1_AskRequest__Output, _winzmail_chat_v1_ChatMessage>;
  
  Clear: grpc.handleUnaryCall<_winzmail_chat_v1_ClearRequest__Output, _winzmail_chat_v1_ClearResponse>;
  
  History: grpc.handleUnaryCall<_winzmail_chat_v1_HistoryRequest__Output, _winzmail_chat_v1_HistoryResponse>;
  
}

export interface ChatDefinition extends grpc.ServiceDefinition {
  Ask: MethodDefinition<_winzmail_chat_v1_AskRequest, _winzmail_chat_v1_ChatMessage, _winzmail_chat_v1_AskRequest__Output, _winzmail_chat_v1_ChatMessage__Output>
  Clear: MethodDefinition<_winzmail_chat_v1_ClearRequest, _winzmail_chat_v1_ClearResponse, _winzmail_chat_v1_ClearRequest__Output, _winzmail_chat_v1_ClearResponse__Output>
  History: MethodDefinition<_winzmail_chat_v1_HistoryRequest, _winzmail_chat_v1_HistoryResponse, _winzmail_chat_v1_HistoryRequest__Output, _winzmail_chat_v1_HistoryResponse__Output>
}
