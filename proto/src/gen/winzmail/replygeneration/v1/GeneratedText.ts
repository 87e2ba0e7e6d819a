// Original file: reply_generation.proto

import type { Source as _winzmail_knowledge_v1_Source, Source__Output as _winzmail_knowledge_v1_Source__Output } from '../../../winzmail/knowledge/v1/Source.js';
import type { Screening as _winzmail_replygeneration_v1_Screening, Screening__Output as _winzmail_replygeneration_v1_Screening__Output } from '../../../winzmail/replygeneration/v1/Screening.js';
import type { Usage as _winzmail_replygeneration_v1_Usage, Usage__Output as _winzmail_replygeneration_v1_Usage__Output } from '../../../winzmail/replygeneration/v1/Usage.js';
import type { Long } from '@grpc/proto-loader';

export interface GeneratedText {
  'text'?: (string);
  'sources'?: (_winzmail_knowledge_v1_Source)[];
  'model'?: (string);
  'grounded'?: (boolean);
  'abstained'?: (boolean);
  'screening'?: (_winzmail_replygeneration_v1_Screening | null);
  'language'?: (string);
  'usage'?: (_winzmail_replygeneration_v1_Usage | null);
  'relevance'?: (string);
  'units_left'?: (string)[];
  'sender_language'?: (string);
  'language_note'?: (string);
  'cost_micros'?: (number | string | Long);
  'budget_exceeded'?: (boolean);
}

export interface GeneratedText__Output {
  'text': (string);
  'sources': (_winzmail_knowledge_v1_Source__Output)[];
  'model': (string);
  'grounded': (boolean);
  'abstained': (boolean);
  'screening': (_winzmail_replygeneration_v1_Screening__Output | null);
  'language': (string);
  'usage': (_winzmail_replygeneration_v1_Usage__Output | null);
  'relevance': (string);
  'units_left': (string)[];
  'sender_language': (string);
  'language_note': (string);
  'cost_micros': (number);
  'budget_exceeded': (boolean);
}
