// Original file: chat.proto

import type { ChatMessage as _winzmail_chat_v1_ChatMessage, ChatMessage__Output as _winzmail_chat_v1_ChatMessage__Output } from '../../../winzmail/chat/v1/ChatMessage.js';

export interface AskEvent {
  'delta'?: (string);
  'done'?: (_winzmail_chat_v1_ChatMessage | null);
  'event'?: "delta"|"done";
}

export interface AskEvent__Output {
  'delta'?: (string);
  'done'?: (_winzmail_chat_v1_ChatMessage__Output | null);
  'event'?: "delta"|"done";
}
