// Original file: chat.proto

import type { Conversation as _winzmail_chat_v1_Conversation, Conversation__Output as _winzmail_chat_v1_Conversation__Output } from '../../../winzmail/chat/v1/Conversation.js';

export interface HandOffRequest {
  'conversation'?: (_winzmail_chat_v1_Conversation | null);
  'email'?: (string);
  'name'?: (string);
}

export interface HandOffRequest__Output {
  'conversation': (_winzmail_chat_v1_Conversation__Output | null);
  'email': (string);
  'name': (string);
}
