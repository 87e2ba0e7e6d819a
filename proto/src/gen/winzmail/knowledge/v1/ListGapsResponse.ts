// Original file: knowledge_ingestion.proto

import type { GapGroup as _winzmail_knowledge_v1_GapGroup, GapGroup__Output as _winzmail_knowledge_v1_GapGroup__Output } from '../../../winzmail/knowledge/v1/GapGroup.js';

export interface ListGapsResponse {
  'groups'?: (_winzmail_knowledge_v1_GapGroup)[];
  'total'?: (number);
  'grouped_by'?: (string);
}

export interface ListGapsResponse__Output {
  'groups': (_winzmail_knowledge_v1_GapGroup__Output)[];
  'total': (number);
  'grouped_by': (string);
}
