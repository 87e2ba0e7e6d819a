// Original file: chat.proto

import type { Conversation as _winzmail_chat_v1_Conversation, Conversation__Output as _winzmail_chat_v1_Conversation__Output } from '../../../winzmail/chat/v1/Conversation.js';

export interface ClearRequest {
  'conversation'?: (_winzmail_chat_v1_Conversation | null);
}

export interface ClearRequest__Output {
  'conversation': (_winzmail_chat_v1_Conversation__Output | null);
}
