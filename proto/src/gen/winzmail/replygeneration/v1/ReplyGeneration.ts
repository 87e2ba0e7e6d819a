// Original file: reply_generation.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AnswerEvent as _winzmail_replygeneration_v1_AnswerEvent, AnswerEvent__Output as _winzmail_replygeneration_v1_AnswerEvent__Output } from '../../../winzmail/replygeneration/v1/AnswerEvent.js';
import type { AnswerRequest as _winzmail_replygeneration_v1_AnswerRequest, AnswerRequest__Output as _winzmail_replygeneration_v1_AnswerRequest__Output } from '../../../winzmail/replygeneration/v1/AnswerRequest.js';
import type { ExportOrgRequest as _winzmail_export_v1_ExportOrgRequest, ExportOrgRequest__Output as _winzmail_export_v1_ExportOrgRequest__Output } from '../../../winzmail/export/v1/ExportOrgRequest.js';
import type { ExportPart as _winzmail_export_v1_ExportPart, ExportPart__Output as _winzmail_export_v1_ExportPart__Output } from '../../../winzmail/export/v1/ExportPart.js';
import type { GenerateReplyRequest as _winzmail_replygeneration_v1_GenerateReplyRequest, GenerateReplyRequest__Output as _winzmail_replygeneration_v1_GenerateReplyRequest__Output } from '../../../winzmail/replygeneration/v1/GenerateReplyRequest.js';
import type { GeneratedText as _winzmail_replygeneration_v1_GeneratedText, GeneratedText__Output as _winzmail_replygeneration_v1_GeneratedText__Output } from '../../../winzmail/replygeneration/v1/GeneratedText.js';
import type { GetModelBudgetRequest as _winzmail_replygeneration_v1_GetModelBudgetRequest, GetModelBudgetRequest__Output as _winzmail_replygeneration_v1_GetModelBudgetRequest__Output } from '../../../winzmail/replygeneration/v1/GetModelBudgetRequest.js';
import type { GetModelStatusRequest as _winzmail_replygeneration_v1_GetModelStatusRequest, GetModelStatusRequest__Output as _winzmail_replygeneration_v1_GetModelStatusRequest__Output } from '../../../winzmail/replygeneration/v1/GetModelStatusRequest.js';
import type { GetPromptRequest as _winzmail_replygeneration_v1_GetPromptRequest, GetPromptRequest__Output as _winzmail_replygeneration_v1_GetPromptRequest__Output } from '../../../winzmail/replygeneration/v1/GetPromptRequest.js';
import type { ModelBudget as _winzmail_replygeneration_v1_ModelBudget, ModelBudget__Output as _winzmail_replygeneration_v1_ModelBudget__Output } from '../../../winzmail/replygeneration/v1/ModelBudget.js';
import type { ModelStatus as _winzmail_replygeneration_v1_ModelStatus, ModelStatus__Output as _winzmail_replygeneration_v1_ModelStatus__Output } from '../../../winzmail/replygeneration/v1/ModelStatus.js';
import type { PromptConfig as _winzmail_replygeneration_v1_PromptConfig, PromptConfig__Output as _winzmail_replygeneration_v1_PromptConfig__Output } from '../../../winzmail/replygeneration/v1/PromptConfig.js';
import type { ReplayReplyRequest as _winzmail_replygeneration_v1_ReplayReplyRequest, ReplayReplyRequest__Output as _winzmail_replygeneration_v1_ReplayReplyRequest__Output } from '../../../winzmail/replygeneration/v1/ReplayReplyRequest.js';
import type { ReplayedReply as _winzmail_replygeneration_v1_ReplayedReply, ReplayedReply__Output as _winzmail_replygeneration_v1_ReplayedReply__Output } from '../../../winzmail/replygeneration/v1/ReplayedReply.js';
import type { SetModelBudgetRequest as _winzmail_replygeneration_v1_SetModelBudgetRequest, SetModelBudgetRequest__Output as _winzmail_replygeneration_v1_SetModelBudgetRequest__Output } from '../../../winzmail/replygeneration/v1/SetModelBudgetRequest.js';
import type { SetPromptRequest as _winzmail_replygeneration_v1_SetPromptRequest, SetPromptRequest__Output as _winzmail_replygeneration_v1_SetPromptRequest__Output } from '../../../winzmail/replygeneration/v1/SetPromptRequest.js';
import type { TryPromptRequest as _winzmail_replygeneration_v1_TryPromptRequest, TryPromptRequest__Output as _winzmail_replygeneration_v1_TryPromptRequest__Output } from '../../../winzmail/replygeneration/v1/TryPromptRequest.js';

export interface ReplyGenerationClient extends grpc.Client {
  Answer(argument: _winzmail_replygeneration_v1_AnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  Answer(argument: _winzmail_replygeneration_v1_AnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  Answer(argument: _winzmail_replygeneration_v1_AnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  Answer(argument: _winzmail_replygeneration_v1_AnswerRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  answer(argument: _winzmail_replygeneration_v1_AnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  answer(argument: _winzmail_replygeneration_v1_AnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  answer(argument: _winzmail_replygeneration_v1_AnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  answer(argument: _winzmail_replygeneration_v1_AnswerRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  
  AnswerStream(argument: _winzmail_replygeneration_v1_AnswerRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_replygeneration_v1_AnswerEvent__Output>;
  AnswerStream(argument: _winzmail_replygeneration_v1_AnswerRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_replygeneration_v1_AnswerEvent__Output>;
  answerStream(argument: _winzmail_replygeneration_v1_AnswerRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_replygeneration_v1_AnswerEvent__Output>;
  answerStream(argument: _winzmail_replygeneration_v1_AnswerRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_replygeneration_v1_AnswerEvent__Output>;
  
  ExportOrg(argument: _winzmail_export_v1_ExportOrgRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  ExportOrg(argument: _winzmail_export_v1_ExportOrgRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  exportOrg(argument: _winzmail_export_v1_ExportOrgRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  exportOrg(argument: _winzmail_export_v1_ExportOrgRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  
  GenerateReply(argument: _winzmail_replygeneration_v1_GenerateReplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  GenerateReply(argument: _winzmail_replygeneration_v1_GenerateReplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  GenerateReply(argument: _winzmail_replygeneration_v1_GenerateReplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  GenerateReply(argument: _winzmail_replygeneration_v1_GenerateReplyRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  generateReply(argument: _winzmail_replygeneration_v1_GenerateReplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  generateReply(argument: _winzmail_replygeneration_v1_GenerateReplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  generateReply(argument: _winzmail_replygeneration_v1_GenerateReplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  generateReply(argument: _winzmail_replygeneration_v1_GenerateReplyRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  
  GetModelBudget(argument: _winzmail_replygeneration_v1_GetModelBudgetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  GetModelBudget(argument: _winzmail_replygeneration_v1_GetModelBudgetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  GetModelBudget(argument: _winzmail_replygeneration_v1_GetModelBudgetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  GetModelBudget(argument: _winzmail_replygeneration_v1_GetModelBudgetRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  getModelBudget(argument: _winzmail_replygeneration_v1_GetModelBudgetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  getModelBudget(argument: _winzmail_replygeneration_v1_GetModelBudgetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  getModelBudget(argument: _winzmail_replygeneration_v1_GetModelBudgetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  getModelBudget(argument: _winzmail_replygeneration_v1_GetModelBudgetRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  
  GetModelStatus(argument: _winzmail_replygeneration_v1_GetModelStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelStatus__Output>): grpc.ClientUnaryCall;
  GetModelStatus(argument: _winzmail_replygeneration_v1_GetModelStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelStatus__Output>): grpc.ClientUnaryCall;
  GetModelStatus(argument: _winzmail_replygeneration_v1_GetModelStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelStatus__Output>): grpc.ClientUnaryCall;
  GetModelStatus(argument: _winzmail_replygeneration_v1_GetModelStatusRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelStatus__Output>): grpc.ClientUnaryCall;
  getModelStatus(argument: _winzmail_replygeneration_v1_GetModelStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelStatus__Output>): grpc.ClientUnaryCall;
  getModelStatus(argument: _winzmail_replygeneration_v1_GetModelStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelStatus__Output>): grpc.ClientUnaryCall;
  getModelStatus(argument: _winzmail_replygeneration_v1_GetModelStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelStatus__Output>): grpc.ClientUnaryCall;
  getModelStatus(argument: _winzmail_replygeneration_v1_GetModelStatusRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelStatus__Output>): grpc.ClientUnaryCall;
  
  GetPrompt(argument: _winzmail_replygeneration_v1_GetPromptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  GetPrompt(argument: _winzmail_replygeneration_v1_GetPromptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  GetPrompt(argument: _winzmail_replygeneration_v1_GetPromptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  GetPrompt(argument: _winzmail_replygeneration_v1_GetPromptRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  getPrompt(argument: _winzmail_replygeneration_v1_GetPromptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  getPrompt(argument: _winzmail_replygeneration_v1_GetPromptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  getPrompt(argument: _winzmail_replygeneration_v1_GetPromptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  getPrompt(argument: _winzmail_replygeneration_v1_GetPromptRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  
  ReplayReply(argument: _winzmail_replygeneration_v1_ReplayReplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ReplayedReply__Output>): grpc.ClientUnaryCall;
  ReplayReply(argument: _winzmail_replygeneration_v1_ReplayReplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ReplayedReply__Output>): grpc.ClientUnaryCall;
  ReplayReply(argument: _winzmail_replygeneration_v1_ReplayReplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ReplayedReply__Output>): grpc.ClientUnaryCall;
  ReplayReply(argument: _winzmail_replygeneration_v1_ReplayReplyRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ReplayedReply__Output>): grpc.ClientUnaryCall;
  replayReply(argument: _winzmail_replygeneration_v1_ReplayReplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ReplayedReply__Output>): grpc.ClientUnaryCall;
  replayReply(argument: _winzmail_replygeneration_v1_ReplayReplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ReplayedReply__Output>): grpc.ClientUnaryCall;
  replayReply(argument: _winzmail_replygeneration_v1_ReplayReplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ReplayedReply__Output>): grpc.ClientUnaryCall;
  replayReply(argument: _winzmail_replygeneration_v1_ReplayReplyRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ReplayedReply__Output>): grpc.ClientUnaryCall;
  
  SetModelBudget(argument: _winzmail_replygeneration_v1_SetModelBudgetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  SetModelBudget(argument: _winzmail_replygeneration_v1_SetModelBudgetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  SetModelBudget(argument: _winzmail_replygeneration_v1_SetModelBudgetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  SetModelBudget(argument: _winzmail_replygeneration_v1_SetModelBudgetRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  setModelBudget(argument: _winzmail_replygeneration_v1_SetModelBudgetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  setModelBudget(argument: _winzmail_replygeneration_v1_SetModelBudgetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  setModelBudget(argument: _winzmail_replygeneration_v1_SetModelBudgetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  setModelBudget(argument: _winzmail_replygeneration_v1_SetModelBudgetRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_ModelBudget__Output>): grpc.ClientUnaryCall;
  
  SetPrompt(argument: _winzmail_replygeneration_v1_SetPromptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  SetPrompt(argument: _winzmail_replygeneration_v1_SetPromptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  SetPrompt(argument: _winzmail_replygeneration_v1_SetPromptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  SetPrompt(argument: _winzmail_replygeneration_v1_SetPromptRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  setPrompt(argument: _winzmail_replygeneration_v1_SetPromptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  setPrompt(argument: _winzmail_replygeneration_v1_SetPromptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  setPrompt(argument: _winzmail_replygeneration_v1_SetPromptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  setPrompt(argument: _winzmail_replygeneration_v1_SetPromptRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_PromptConfig__Output>): grpc.ClientUnaryCall;
  
  TryPrompt(argument: _winzmail_replygeneration_v1_TryPromptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  TryPrompt(argument: _winzmail_replygeneration_v1_TryPromptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  TryPrompt(argument: _winzmail_replygeneration_v1_TryPromptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  TryPrompt(argument: _winzmail_replygeneration_v1_TryPromptRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  tryPrompt(argument: _winzmail_replygeneration_v1_TryPromptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  tryPrompt(argument: _winzmail_replygeneration_v1_TryPromptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  tryPrompt(argument: _winzmail_replygeneration_v1_TryPromptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  tryPrompt(argument: _winzmail_replygeneration_v1_TryPromptRequest, callback: grpc.requestCallback<_winzmail_replygeneration_v1_GeneratedText__Output>): grpc.ClientUnaryCall;
  
}

export interface ReplyGenerationHandlers extends grpc.UntypedServiceImplementation {
  Answer: grpc.handleUnaryCall<_winzmail_replygeneration_v1_AnswerRequest__Output, _winzmail_replygeneration_v1_GeneratedText>;
  
  AnswerStream: grpc.handleServerStreamingCall<_winzmail_replygeneration_v1_AnswerRequest__Output, _winzmail_replygeneration_v1_AnswerEvent>;
  
  ExportOrg: grpc.handleServerStreamingCall<_winzmail_export_v1_ExportOrgRequest__Output, _winzmail_export_v1_ExportPart>;
  
  GenerateReply: grpc.handleUnaryCall<_winzmail_replygeneration_v1_GenerateReplyRequest__Output, _winzmail_replygeneration_v1_GeneratedText>;
  
  GetModelBudget: grpc.handleUnaryCall<_winzmail_replygeneration_v1_GetModelBudgetRequest__Output, _winzmail_replygeneration_v1_ModelBudget>;
  
  GetModelStatus: grpc.handleUnaryCall<_winzmail_replygeneration_v1_GetModelStatusRequest__Output, _winzmail_replygeneration_v1_ModelStatus>;
  
  GetPrompt: grpc.handleUnaryCall<_winzmail_replygeneration_v1_GetPromptRequest__Output, _winzmail_replygeneration_v1_PromptConfig>;
  
  ReplayReply: grpc.handleUnaryCall<_winzmail_replygeneration_v1_ReplayReplyRequest__Output, _winzmail_replygeneration_v1_ReplayedReply>;
  
  SetModelBudget: grpc.handleUnaryCall<_winzmail_replygeneration_v1_SetModelBudgetRequest__Output, _winzmail_replygeneration_v1_ModelBudget>;
  
  SetPrompt: grpc.handleUnaryCall<_winzmail_replygeneration_v1_SetPromptRequest__Output, _winzmail_replygeneration_v1_PromptConfig>;
  
  TryPrompt: grpc.handleUnaryCall<_winzmail_replygeneration_v1_TryPromptRequest__Output, _winzmail_replygeneration_v1_GeneratedText>;
  
}

export interface ReplyGenerationDefinition extends grpc.ServiceDefinition {
  Answer: MethodDefinition<_winzmail_replygeneration_v1_AnswerRequest, _winzmail_replygeneration_v1_GeneratedText, _winzmail_replygeneration_v1_AnswerRequest__Output, _winzmail_replygeneration_v1_GeneratedText__Output>
  AnswerStream: MethodDefinition<_winzmail_replygeneration_v1_AnswerRequest, _winzmail_replygeneration_v1_AnswerEvent, _winzmail_replygeneration_v1_AnswerRequest__Output, _winzmail_replygeneration_v1_AnswerEvent__Output>
  ExportOrg: MethodDefinition<_winzmail_export_v1_ExportOrgRequest, _winzmail_export_v1_ExportPart, _winzmail_export_v1_ExportOrgRequest__Output, _winzmail_export_v1_ExportPart__Output>
  GenerateReply: MethodDefinition<_winzmail_replygeneration_v1_GenerateReplyRequest, _winzmail_replygeneration_v1_GeneratedText, _winzmail_replygeneration_v1_GenerateReplyRequest__Output, _winzmail_replygeneration_v1_GeneratedText__Output>
  GetModelBudget: MethodDefinition<_winzmail_replygeneration_v1_GetModelBudgetRequest, _winzmail_replygeneration_v1_ModelBudget, _winzmail_replygeneration_v1_GetModelBudgetRequest__Output, _winzmail_replygeneration_v1_ModelBudget__Output>
  GetModelStatus: MethodDefinition<_winzmail_replygeneration_v1_GetModelStatusRequest, _winzmail_replygeneration_v1_ModelStatus, _winzmail_replygeneration_v1_GetModelStatusRequest__Output, _winzmail_replygeneration_v1_ModelStatus__Output>
  GetPrompt: MethodDefinition<_winzmail_replygeneration_v1_GetPromptRequest, _winzmail_replygeneration_v1_PromptConfig, _winzmail_replygeneration_v1_GetPromptRequest__Output, _winzmail_replygeneration_v1_PromptConfig__Output>
  ReplayReply: MethodDefinition<_winzmail_replygeneration_v1_ReplayReplyRequest, _winzmail_replygeneration_v1_ReplayedReply, _winzmail_replygeneration_v1_ReplayReplyRequest__Output, _winzmail_replygeneration_v1_ReplayedReply__Output>
  SetModelBudget: MethodDefinition<_winzmail_replygeneration_v1_SetModelBudgetRequest, _winzmail_replygeneration_v1_ModelBudget, _winzmail_replygeneration_v1_SetModelBudgetRequest__Output, _winzmail_replygeneration_v1_ModelBudget__Output>
  SetPrompt: MethodDefinition<_winzmail_replygeneration_v1_SetPromptRequest, _winzmail_replygeneration_v1_PromptConfig, _winzmail_replygeneration_v1_SetPromptRequest__Output, _winzmail_replygeneration_v1_PromptConfig__Output>
  TryPrompt: MethodDefinition<_winzmail_replygeneration_v1_TryPromptRequest, _winzmail_replygeneration_v1_GeneratedText, _winzmail_replygeneration_v1_TryPromptRequest__Output, _winzmail_replygeneration_v1_GeneratedText__Output>
}
