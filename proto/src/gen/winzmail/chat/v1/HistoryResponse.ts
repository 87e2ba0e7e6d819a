// Original file: chat.proto

import type { ChatMessage as _winzmail_chat_v1_ChatMessage, ChatMessage__Output as _winzmail_chat_v1_ChatMessage__Output } from '../../../winzmail/chat/v1/ChatMessage.js';

export interface HistoryResponse {
  'chats'?: (_winzmail_chat_v1_ChatMessage)[];
  'total'?: (number);
}

export interface HistoryResponse__Output {
  'chats': (_winzmail_chat_v1_ChatMessage__Output)[];
  'total': (number);
}
