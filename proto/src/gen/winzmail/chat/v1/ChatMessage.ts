// Original file: chat.proto

import type { ChatSource as _winzmail_chat_v1_ChatSource, ChatSource__Output as _winzmail_chat_v1_ChatSource__Output } from '../../../winzmail/chat/v1/ChatSource.js';

export interface ChatMessage {
  'id'?: (string);
  'message'?: (string);
  'response'?: (string);
  'created_at'?: (string);
  'sources'?: (_winzmail_chat_v1_ChatSource)[];
}

export interface ChatMessage__Output {
  'id': (string);
  'message': (string);
  'response': (string);
  'created_at': (string);
  'sources': (_winzmail_chat_v1_ChatSource__Output)[];
}
