import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AnswerEvent as _winzmail_replygeneration_v1_AnswerEvent, AnswerEvent__Output as _winzmail_replygeneration_v1_AnswerEvent__Output } from './winzmail/replygeneration/v1/AnswerEvent.js';
import type { AnswerRequest as _winzmail_replygeneration_v1_AnswerRequest, AnswerRequest__Output as _winzmail_replygeneration_v1_AnswerRequest__Output } from './winzmail/replygeneration/v1/AnswerRequest.js';
import type { ChatTurn as _winzmail_replygeneration_v1_ChatTurn, ChatTurn__Output as _winzmail_replygeneration_v1_ChatTurn__Output } from './winzmail/replygeneration/v1/ChatTurn.js';
import type { GenerateReplyRequest as _winzmail_replygeneration_v1_GenerateReplyRequest, GenerateReplyRequest__Output as _winzmail_replygeneration_v1_GenerateReplyRequest__Output } from './winzmail/replygeneration/v1/GenerateReplyRequest.js';
import type { GeneratedText as _winzmail_replygeneration_v1_GeneratedText, GeneratedText__Output as _winzmail_replygeneration_v1_GeneratedText__Output } from './winzmail/replygeneration/v1/GeneratedText.js';
import type { GetModelStatusRequest as _winzmail_replygeneration_v1_GetModelStatusRequest, GetModelStatusRequest__Output as _winzmail_replygeneration_v1_GetModelStatusRequest__Output } from './winzmail/replygeneration/v1/GetModelStatusRequest.js';
import type { GetPromptRequest as _winzmail_replygeneration_v1_GetPromptRequest, GetPromptRequest__Output as _winzmail_replygeneration_v1_GetPromptRequest__Output } from './winzmail/replygeneration/v1/GetPromptRequest.js';
import type { ModelStatus as _winzmail_replygeneration_v1_ModelStatus, ModelStatus__Output as _winzmail_replygeneration_v1_ModelStatus__Output } from './winzmail/replygeneration/v1/ModelStatus.js';
import type { PromptConfig as _winzmail_replygeneration_v1_PromptConfig, PromptConfig__Output as _winzmail_replygeneration_v1_PromptConfig__Output } from './winzmail/replygeneration/v1/PromptConfig.js';
import type { ReplyGenerationClient as _winzmail_replygeneration_v1_ReplyGenerationClient, ReplyGenerationDefinition as _winzmail_replygeneration_v1_ReplyGenerationDefinition } from './winzmail/replygeneration/v1/ReplyGeneration.js';
import type { Screening as _winzmail_replygeneration_v1_Screening, Screening__Output as _winzmail_replygeneration_v1_Screening__Output } from './winzmail/replygeneration/v1/Screening.js';
import type { SetPromptRequest as _winzmail_replygeneration_v1_SetPromptRequest, SetPromptRequest__Output as _winzmail_replygeneration_v1_SetPromptRequest__Output } from './winzmail/replygeneration/v1/SetPromptRequest.js';
import type { Source as _winzmail_replygeneration_v1_Source, Source__Output as _winzmail_replygeneration_v1_Source__Output } from './winzmail/replygeneration/v1/Source.js';
import type { ThreadMessage as _winzmail_replygeneration_v1_ThreadMessage, ThreadMessage__Output as _winzmail_replygeneration_v1_ThreadMessage__Output } from './winzmail/replygeneration/v1/ThreadMessage.js';
import type { TryPromptRequest as _winzmail_replygeneration_v1_TryPromptRequest, TryPromptRequest__Output as _winzmail_replygeneration_v1_TryPromptRequest__Output } from './winzmail/replygeneration/v1/TryPromptRequest.js';
import type { Usage as _winzmail_replygeneration_v1_Usage, Usage__Output as _winzmail_replygeneration_v1_Usage__Output } from './winzmail/replygeneration/v1/Usage.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  winzmail: {
    replygeneration: {
      v1: {
        AnswerEvent: MessageTypeDefinition<_winzmail_replygeneration_v1_AnswerEvent, _winzmail_replygeneration_v1_AnswerEvent__Output>
        AnswerRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_AnswerRequest, _winzmail_replygeneration_v1_AnswerRequest__Output>
        ChatTurn: MessageTypeDefinition<_winzmail_replygeneration_v1_ChatTurn, _winzmail_replygeneration_v1_ChatTurn__Output>
        GenerateReplyRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_GenerateReplyRequest, _winzmail_replygeneration_v1_GenerateReplyRequest__Output>
        GeneratedText: MessageTypeDefinition<_winzmail_replygeneration_v1_GeneratedText, _winzmail_replygeneration_v1_GeneratedText__Output>
        GetModelStatusRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_GetModelStatusRequest, _winzmail_replygeneration_v1_GetModelStatusRequest__Output>
        GetPromptRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_GetPromptRequest, _winzmail_replygeneration_v1_GetPromptRequest__Output>
        ModelStatus: MessageTypeDefinition<_winzmail_replygeneration_v1_ModelStatus, _winzmail_replygeneration_v1_ModelStatus__Output>
        PromptConfig: MessageTypeDefinition<_winzmail_replygeneration_v1_PromptConfig, _winzmail_replygeneration_v1_PromptConfig__Output>
        ReplyGeneration: SubtypeConstructor<typeof grpc.Client, _winzmail_replygeneration_v1_ReplyGenerationClient> & { service: _winzmail_replygeneration_v1_ReplyGenerationDefinition }
        Screening: MessageTypeDefinition<_winzmail_replygeneration_v1_Screening, _winzmail_replygeneration_v1_Screening__Output>
        SetPromptRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_SetPromptRequest, _winzmail_replygeneration_v1_SetPromptRequest__Output>
        Source: MessageTypeDefinition<_winzmail_replygeneration_v1_Source, _winzmail_replygeneration_v1_Source__Output>
        ThreadMessage: MessageTypeDefinition<_winzmail_replygeneration_v1_ThreadMessage, _winzmail_replygeneration_v1_ThreadMessage__Output>
        TryPromptRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_TryPromptRequest, _winzmail_replygeneration_v1_TryPromptRequest__Output>
        Usage: MessageTypeDefinition<_winzmail_replygeneration_v1_Usage, _winzmail_replygeneration_v1_Usage__Output>
      }
    }
  }
}

