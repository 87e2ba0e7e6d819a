// Original file: chat.proto

import type { Source as _winzmail_knowledge_v1_Source, Source__Output as _winzmail_knowledge_v1_Source__Output } from '../../../winzmail/knowledge/v1/Source.js';

export interface ChatMessage {
  'id'?: (string);
  'message'?: (string);
  'response'?: (string);
  'created_at'?: (string);
  'sources'?: (_winzmail_knowledge_v1_Source)[];
  'rating'?: (string);
  'abstained'?: (boolean);
}

export interface ChatMessage__Output {
  'id': (string);
  'message': (string);
  'response': (string);
  'created_at': (string);
  'sources': (_winzmail_knowledge_v1_Source__Output)[];
  'rating': (string);
  'abstained': (boolean);
}
