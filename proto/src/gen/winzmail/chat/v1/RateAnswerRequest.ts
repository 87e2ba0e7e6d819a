// Original file: chat.proto

import type { Conversation as _winzmail_chat_v1_Conversation, Conversation__Output as _winzmail_chat_v1_Conversation__Output } from '../../../winzmail/chat/v1/Conversation.js';

export interface RateAnswerRequest {
  'conversation'?: (_winzmail_chat_v1_Conversation | null);
  'chat_id'?: (string);
  'rating'?: (string);
  'reason'?: (string);
}

export interface RateAnswerRequest__Output {
  'conversation': (_winzmail_chat_v1_Conversation__Output | null);
  'chat_id': (string);
  'rating': (string);
  'reason': (string);
}
