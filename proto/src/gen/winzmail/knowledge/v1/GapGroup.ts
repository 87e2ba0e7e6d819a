// Original file: knowledge_ingestion.proto

import type { GapExample as _winzmail_knowledge_v1_GapExample, GapExample__Output as _winzmail_knowledge_v1_GapExample__Output } from '../../../winzmail/knowledge/v1/GapExample.js';

export interface GapGroup {
  'id'?: (string);
  'count'?: (number);
  'this_week'?: (number);
  'last_week'?: (number);
  'examples'?: (_winzmail_knowledge_v1_GapExample)[];
  'newest_at'?: (string);
}

export interface GapGroup__Output {
  'id': (string);
  'count': (number);
  'this_week': (number);
  'last_week': (number);
  'examples': (_winzmail_knowledge_v1_GapExample__Output)[];
  'newest_at': (string);
}
