// Original file: chat.proto

import type { Conversation as _winzmail_chat_v1_Conversation, Conversation__Output as _winzmail_chat_v1_Conversation__Output } from '../../../winzmail/chat/v1/Conversation.js';

export interface HistoryRequest {
  'conversation'?: (_winzmail_chat_v1_Conversation | null);
  'limit'?: (number);
  'offset'?: (number);
}

export interface HistoryRequest__Output {
  'conversation': (_winzmail_chat_v1_Conversation__Output | null);
  'limit': (number);
  'offset': (number);
}
