// Original file: chat.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AnswerRating as _winzmail_chat_v1_AnswerRating, AnswerRating__Output as _winzmail_chat_v1_AnswerRating__Output } from '../../../winzmail/chat/v1/AnswerRating.js';
import type { AskEvent as _winzmail_chat_v1_AskEvent, AskEvent__Output as _winzmail_chat_v1_AskEvent__Output } from '../../../winzmail/chat/v1/AskEvent.js';
import type { AskRequest as _winzmail_chat_v1_AskRequest, AskRequest__Output as _winzmail_chat_v1_AskRequest__Output } from '../../../winzmail/chat/v1/AskRequest.js';
import type { ChatMessage as _winzmail_chat_v1_ChatMessage, ChatMessage__Output as _winzmail_chat_v1_ChatMessage__Output } from '../../../winzmail/chat/v1/ChatMessage.js';
import type { ClearRequest as _winzmail_chat_v1_ClearRequest, ClearRequest__Output as _winzmail_chat_v1_ClearRequest__Output } from '../../../winzmail/chat/v1/ClearRequest.js';
import type { ClearResponse as _winzmail_chat_v1_ClearResponse, ClearResponse__Output as _winzmail_chat_v1_ClearResponse__Output } from '../../../winzmail/chat/v1/ClearResponse.js';
import type { ExportOrgRequest as _winzmail_export_v1_ExportOrgRequest, ExportOrgRequest__Output as _winzmail_export_v1_ExportOrgRequest__Output } from '../../../winzmail/export/v1/ExportOrgRequest.js';
import type { ExportPart as _winzmail_export_v1_ExportPart, ExportPart__Output as _winzmail_export_v1_ExportPart__Output } from '../../../winzmail/export/v1/ExportPart.js';
import type { GetRatingWeeksRequest as _winzmail_chat_v1_GetRatingWeeksRequest, GetRatingWeeksRequest__Output as _winzmail_chat_v1_GetRatingWeeksRequest__Output } from '../../../winzmail/chat/v1/GetRatingWeeksRequest.js';
import type { GetWidgetConfigRequest as _winzmail_chat_v1_GetWidgetConfigRequest, GetWidgetConfigRequest__Output as _winzmail_chat_v1_GetWidgetConfigRequest__Output } from '../../../winzmail/chat/v1/GetWidgetConfigRequest.js';
import type { GetWidgetSettingsRequest as _winzmail_chat_v1_GetWidgetSettingsRequest, GetWidgetSettingsRequest__Output as _winzmail_chat_v1_GetWidgetSettingsRequest__Output } from '../../../winzmail/chat/v1/GetWidgetSettingsRequest.js';
import type { HandOffRequest as _winzmail_chat_v1_HandOffRequest, HandOffRequest__Output as _winzmail_chat_v1_HandOffRequest__Output } from '../../../winzmail/chat/v1/HandOffRequest.js';
import type { HandOffResult as _winzmail_chat_v1_HandOffResult, HandOffResult__Output as _winzmail_chat_v1_HandOffResult__Output } from '../../../winzmail/chat/v1/HandOffResult.js';
import type { HistoryRequest as _winzmail_chat_v1_HistoryRequest, HistoryRequest__Output as _winzmail_chat_v1_HistoryRequest__Output } from '../../../winzmail/chat/v1/HistoryRequest.js';
import type { HistoryResponse as _winzmail_chat_v1_HistoryResponse, HistoryResponse__Output as _winzmail_chat_v1_HistoryResponse__Output } from '../../../winzmail/chat/v1/HistoryResponse.js';
import type { RateAnswerRequest as _winzmail_chat_v1_RateAnswerRequest, RateAnswerRequest__Output as _winzmail_chat_v1_RateAnswerRequest__Output } from '../../../winzmail/chat/v1/RateAnswerRequest.js';
import type { RatingWeeks as _winzmail_chat_v1_RatingWeeks, RatingWeeks__Output as _winzmail_chat_v1_RatingWeeks__Output } from '../../../winzmail/chat/v1/RatingWeeks.js';
import type { SetWidgetSettingsRequest as _winzmail_chat_v1_SetWidgetSettingsRequest, SetWidgetSettingsRequest__Output as _winzmail_chat_v1_SetWidgetSettingsRequest__Output } from '../../../winzmail/chat/v1/SetWidgetSettingsRequest.js';
import type { StartVisitorRequest as _winzmail_chat_v1_StartVisitorRequest, StartVisitorRequest__Output as _winzmail_chat_v1_StartVisitorRequest__Output } from '../../../winzmail/chat/v1/StartVisitorRequest.js';
import type { VisitorToken as _winzmail_chat_v1_VisitorToken, VisitorToken__Output as _winzmail_chat_v1_VisitorToken__Output } from '../../../winzmail/chat/v1/VisitorToken.js';
import type { WidgetConfig as _winzmail_chat_v1_WidgetConfig, WidgetConfig__Output as _winzmail_chat_v1_WidgetConfig__Output } from '../../../winzmail/chat/v1/WidgetConfig.js';
import type { WidgetSettings as _winzmail_chat_v1_WidgetSettings, WidgetSettings__Output as _winzmail_chat_v1_WidgetSettings__Output } from '../../../winzmail/chat/v1/WidgetSettings.js';

export interface ChatClient extends grpc.Client {
  Ask(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  Ask(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  Ask(argument: _winzmail_chat_v1_AskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  Ask(argument: _winzmail_chat_v1_AskRequest, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  ask(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  ask(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  ask(argument: _winzmail_chat_v1_AskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  ask(argument: _winzmail_chat_v1_AskRequest, callback: grpc.requestCallback<_winzmail_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  
  AskStream(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_chat_v1_AskEvent__Output>;
  AskStream(argument: _winzmail_chat_v1_AskRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_chat_v1_AskEvent__Output>;
  askStream(argument: _winzmail_chat_v1_AskRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_chat_v1_AskEvent__Output>;
  askStream(argument: _winzmail_chat_v1_AskRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_chat_v1_AskEvent__Output>;
  
  Clear(argument: _winzmail_chat_v1_ClearRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  Clear(argument: _winzmail_chat_v1_ClearRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  Clear(argument: _winzmail_chat_v1_ClearRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  Clear(argument: _winzmail_chat_v1_ClearRequest, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  clear(argument: _winzmail_chat_v1_ClearRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  clear(argument: _winzmail_chat_v1_ClearRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  clear(argument: _winzmail_chat_v1_ClearRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  clear(argument: _winzmail_chat_v1_ClearRequest, callback: grpc.requestCallback<_winzmail_chat_v1_ClearResponse__Output>): grpc.ClientUnaryCall;
  
  ExportOrg(argument: _winzmail_export_v1_ExportOrgRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  ExportOrg(argument: _winzmail_export_v1_ExportOrgRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  exportOrg(argument: _winzmail_export_v1_ExportOrgRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  exportOrg(argument: _winzmail_export_v1_ExportOrgRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  
  GetRatingWeeks(argument: _winzmail_chat_v1_GetRatingWeeksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_RatingWeeks__Output>): grpc.ClientUnaryCall;
  GetRatingWeeks(argument: _winzmail_chat_v1_GetRatingWeeksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_RatingWeeks__Output>): grpc.ClientUnaryCall;
  GetRatingWeeks(argument: _winzmail_chat_v1_GetRatingWeeksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_RatingWeeks__Output>): grpc.ClientUnaryCall;
  GetRatingWeeks(argument: _winzmail_chat_v1_GetRatingWeeksRequest, callback: grpc.requestCallback<_winzmail_chat_v1_RatingWeeks__Output>): grpc.ClientUnaryCall;
  getRatingWeeks(argument: _winzmail_chat_v1_GetRatingWeeksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_RatingWeeks__Output>): grpc.ClientUnaryCall;
  getRatingWeeks(argument: _winzmail_chat_v1_GetRatingWeeksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_RatingWeeks__Output>): grpc.ClientUnaryCall;
  getRatingWeeks(argument: _winzmail_chat_v1_GetRatingWeeksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_RatingWeeks__Output>): grpc.ClientUnaryCall;
  getRatingWeeks(argument: _winzmail_chat_v1_GetRatingWeeksRequest, callback: grpc.requestCallback<_winzmail_chat_v1_RatingWeeks__Output>): grpc.ClientUnaryCall;
  
  GetWidgetConfig(argument: _winzmail_chat_v1_GetWidgetConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetConfig__Output>): grpc.ClientUnaryCall;
  GetWidgetConfig(argument: _winzmail_chat_v1_GetWidgetConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetConfig__Output>): grpc.ClientUnaryCall;
  GetWidgetConfig(argument: _winzmail_chat_v1_GetWidgetConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetConfig__Output>): grpc.ClientUnaryCall;
  GetWidgetConfig(argument: _winzmail_chat_v1_GetWidgetConfigRequest, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetConfig__Output>): grpc.ClientUnaryCall;
  getWidgetConfig(argument: _winzmail_chat_v1_GetWidgetConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetConfig__Output>): grpc.ClientUnaryCall;
  getWidgetConfig(argument: _winzmail_chat_v1_GetWidgetConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetConfig__Output>): grpc.ClientUnaryCall;
  getWidgetConfig(argument: _winzmail_chat_v1_GetWidgetConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetConfig__Output>): grpc.ClientUnaryCall;
  getWidgetConfig(argument: _winzmail_chat_v1_GetWidgetConfigRequest, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetConfig__Output>): grpc.ClientUnaryCall;
  
  GetWidgetSettings(argument: _winzmail_chat_v1_GetWidgetSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  GetWidgetSettings(argument: _winzmail_chat_v1_GetWidgetSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  GetWidgetSettings(argument: _winzmail_chat_v1_GetWidgetSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  GetWidgetSettings(argument: _winzmail_chat_v1_GetWidgetSettingsRequest, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  getWidgetSettings(argument: _winzmail_chat_v1_GetWidgetSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  getWidgetSettings(argument: _winzmail_chat_v1_GetWidgetSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  getWidgetSettings(argument: _winzmail_chat_v1_GetWidgetSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  getWidgetSettings(argument: _winzmail_chat_v1_GetWidgetSettingsRequest, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  
  HandOff(argument: _winzmail_chat_v1_HandOffRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HandOffResult__Output>): grpc.ClientUnaryCall;
  HandOff(argument: _winzmail_chat_v1_HandOffRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_HandOffResult__Output>): grpc.ClientUnaryCall;
  HandOff(argument: _winzmail_chat_v1_HandOffRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HandOffResult__Output>): grpc.ClientUnaryCall;
  HandOff(argument: _winzmail_chat_v1_HandOffRequest, callback: grpc.requestCallback<_winzmail_chat_v1_HandOffResult__Output>): grpc.ClientUnaryCall;
  handOff(argument: _winzmail_chat_v1_HandOffRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HandOffResult__Output>): grpc.ClientUnaryCall;
  handOff(argument: _winzmail_chat_v1_HandOffRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_HandOffResult__Output>): grpc.ClientUnaryCall;
  handOff(argument: _winzmail_chat_v1_HandOffRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HandOffResult__Output>): grpc.ClientUnaryCall;
  handOff(argument: _winzmail_chat_v1_HandOffRequest, callback: grpc.requestCallback<_winzmail_chat_v1_HandOffResult__Output>): grpc.ClientUnaryCall;
  
  History(argument: _winzmail_chat_v1_HistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  History(argument: _winzmail_chat_v1_HistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  History(argument: _winzmail_chat_v1_HistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  History(argument: _winzmail_chat_v1_HistoryRequest, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _winzmail_chat_v1_HistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _winzmail_chat_v1_HistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _winzmail_chat_v1_HistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _winzmail_chat_v1_HistoryRequest, callback: grpc.requestCallback<_winzmail_chat_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  
  RateAnswer(argument: _winzmail_chat_v1_RateAnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_AnswerRating__Output>): grpc.ClientUnaryCall;
  RateAnswer(argument: _winzmail_chat_v1_RateAnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_AnswerRating__Output>): grpc.ClientUnaryCall;
  RateAnswer(argument: _winzmail_chat_v1_RateAnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_AnswerRating__Output>): grpc.ClientUnaryCall;
  RateAnswer(argument: _winzmail_chat_v1_RateAnswerRequest, callback: grpc.requestCallback<_winzmail_chat_v1_AnswerRating__Output>): grpc.ClientUnaryCall;
  rateAnswer(argument: _winzmail_chat_v1_RateAnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_AnswerRating__Output>): grpc.ClientUnaryCall;
  rateAnswer(argument: _winzmail_chat_v1_RateAnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_AnswerRating__Output>): grpc.ClientUnaryCall;
  rateAnswer(argument: _winzmail_chat_v1_RateAnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_AnswerRating__Output>): grpc.ClientUnaryCall;
  rateAnswer(argument: _winzmail_chat_v1_RateAnswerRequest, callback: grpc.requestCallback<_winzmail_chat_v1_AnswerRating__Output>): grpc.ClientUnaryCall;
  
  SetWidgetSettings(argument: _winzmail_chat_v1_SetWidgetSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  SetWidgetSettings(argument: _winzmail_chat_v1_SetWidgetSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  SetWidgetSettings(argument: _winzmail_chat_v1_SetWidgetSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  SetWidgetSettings(argument: _winzmail_chat_v1_SetWidgetSettingsRequest, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  setWidgetSettings(argument: _winzmail_chat_v1_SetWidgetSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  setWidgetSettings(argument: _winzmail_chat_v1_SetWidgetSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  setWidgetSettings(argument: _winzmail_chat_v1_SetWidgetSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  setWidgetSettings(argument: _winzmail_chat_v1_SetWidgetSettingsRequest, callback: grpc.requestCallback<_winzmail_chat_v1_WidgetSettings__Output>): grpc.ClientUnaryCall;
  
  StartVisitor(argument: _winzmail_chat_v1_StartVisitorRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_VisitorToken__Output>): grpc.ClientUnaryCall;
  StartVisitor(argument: _winzmail_chat_v1_StartVisitorRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_VisitorToken__Output>): grpc.ClientUnaryCall;
  StartVisitor(argument: _winzmail_chat_v1_StartVisitorRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_VisitorToken__Output>): grpc.ClientUnaryCall;
  StartVisitor(argument: _winzmail_chat_v1_StartVisitorRequest, callback: grpc.requestCallback<_winzmail_chat_v1_VisitorToken__Output>): grpc.ClientUnaryCall;
  startVisitor(argument: _winzmail_chat_v1_StartVisitorRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_VisitorToken__Output>): grpc.ClientUnaryCall;
  startVisitor(argument: _winzmail_chat_v1_StartVisitorRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_chat_v1_VisitorToken__Output>): grpc.ClientUnaryCall;
  startVisitor(argument: _winzmail_chat_v1_StartVisitorRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_chat_v1_VisitorToken__Output>): grpc.ClientUnaryCall;
  startVisitor(argument: _winzmail_chat_v1_StartVisitorRequest, callback: grpc.requestCallback<_winzmail_chat_v1_VisitorToken__Output>): grpc.ClientUnaryCall;
  
}

export interface ChatHandlers extends grpc.UntypedServiceImplementation {
  Ask: grpc.handleUnaryCall<_winzmail_chat_v1_AskRequest__Output, _winzmail_chat_v1_ChatMessage>;
  
  AskStream: grpc.handleServerStreamingCall<_winzmail_chat_v1_AskRequest__Output, _winzmail_chat_v1_AskEvent>;
  
  Clear: grpc.handleUnaryCall<_winzmail_chat_v1_ClearRequest__Output, _winzmail_chat_v1_ClearResponse>;
  
  ExportOrg: grpc.handleServerStreamingCall<_winzmail_export_v1_ExportOrgRequest__Output, _winzmail_export_v1_ExportPart>;
  
  GetRatingWeeks: grpc.handleUnaryCall<_winzmail_chat_v1_GetRatingWeeksRequest__Output, _winzmail_chat_v1_RatingWeeks>;
  
  GetWidgetConfig: grpc.handleUnaryCall<_winzmail_chat_v1_GetWidgetConfigRequest__Output, _winzmail_chat_v1_WidgetConfig>;
  
  GetWidgetSettings: grpc.handleUnaryCall<_winzmail_chat_v1_GetWidgetSettingsRequest__Output, _winzmail_chat_v1_WidgetSettings>;
  
  HandOff: grpc.handleUnaryCall<_winzmail_chat_v1_HandOffRequest__Output, _winzmail_chat_v1_HandOffResult>;
  
  History: grpc.handleUnaryCall<_winzmail_chat_v1_HistoryRequest__Output, _winzmail_chat_v1_HistoryResponse>;
  
  RateAnswer: grpc.handleUnaryCall<_winzmail_chat_v1_RateAnswerRequest__Output, _winzmail_chat_v1_AnswerRating>;
  
  SetWidgetSettings: grpc.handleUnaryCall<_winzmail_chat_v1_SetWidgetSettingsRequest__Output, _winzmail_chat_v1_WidgetSettings>;
  
  StartVisitor: grpc.handleUnaryCall<_winzmail_chat_v1_StartVisitorRequest__Output, _winzmail_chat_v1_VisitorToken>;
  
}

export interface ChatDefinition extends grpc.ServiceDefinition {
  Ask: MethodDefinition<_winzmail_chat_v1_AskRequest, _winzmail_chat_v1_ChatMessage, _winzmail_chat_v1_AskRequest__Output, _winzmail_chat_v1_ChatMessage__Output>
  AskStream: MethodDefinition<_winzmail_chat_v1_AskRequest, _winzmail_chat_v1_AskEvent, _winzmail_chat_v1_AskRequest__Output, _winzmail_chat_v1_AskEvent__Output>
  Clear: MethodDefinition<_winzmail_chat_v1_ClearRequest, _winzmail_chat_v1_ClearResponse, _winzmail_chat_v1_ClearRequest__Output, _winzmail_chat_v1_ClearResponse__Output>
  ExportOrg: MethodDefinition<_winzmail_export_v1_ExportOrgRequest, _winzmail_export_v1_ExportPart, _winzmail_export_v1_ExportOrgRequest__Output, _winzmail_export_v1_ExportPart__Output>
  GetRatingWeeks: MethodDefinition<_winzmail_chat_v1_GetRatingWeeksRequest, _winzmail_chat_v1_RatingWeeks, _winzmail_chat_v1_GetRatingWeeksRequest__Output, _winzmail_chat_v1_RatingWeeks__Output>
  GetWidgetConfig: MethodDefinition<_winzmail_chat_v1_GetWidgetConfigRequest, _winzmail_chat_v1_WidgetConfig, _winzmail_chat_v1_GetWidgetConfigRequest__Output, _winzmail_chat_v1_WidgetConfig__Output>
  GetWidgetSettings: MethodDefinition<_winzmail_chat_v1_GetWidgetSettingsRequest, _winzmail_chat_v1_WidgetSettings, _winzmail_chat_v1_GetWidgetSettingsRequest__Output, _winzmail_chat_v1_WidgetSettings__Output>
  HandOff: MethodDefinition<_winzmail_chat_v1_HandOffRequest, _winzmail_chat_v1_HandOffResult, _winzmail_chat_v1_HandOffRequest__Output, _winzmail_chat_v1_HandOffResult__Output>
  History: MethodDefinition<_winzmail_chat_v1_HistoryRequest, _winzmail_chat_v1_HistoryResponse, _winzmail_chat_v1_HistoryRequest__Output, _winzmail_chat_v1_HistoryResponse__Output>
  RateAnswer: MethodDefinition<_winzmail_chat_v1_RateAnswerRequest, _winzmail_chat_v1_AnswerRating, _winzmail_chat_v1_RateAnswerRequest__Output, _winzmail_chat_v1_AnswerRating__Output>
  SetWidgetSettings: MethodDefinition<_winzmail_chat_v1_SetWidgetSettingsRequest, _winzmail_chat_v1_WidgetSettings, _winzmail_chat_v1_SetWidgetSettingsRequest__Output, _winzmail_chat_v1_WidgetSettings__Output>
  StartVisitor: MethodDefinition<_winzmail_chat_v1_StartVisitorRequest, _winzmail_chat_v1_VisitorToken, _winzmail_chat_v1_StartVisitorRequest__Output, _winzmail_chat_v1_VisitorToken__Output>
}
