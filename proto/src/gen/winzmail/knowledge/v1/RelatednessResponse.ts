// Original file: knowledge_ingestion.proto

import type { RelatednessRow as _winzmail_knowledge_v1_RelatednessRow, RelatednessRow__Output as _winzmail_knowledge_v1_RelatednessRow__Output } from '../../../winzmail/knowledge/v1/RelatednessRow.js';

export interface RelatednessResponse {
  'rows'?: (_winzmail_knowledge_v1_RelatednessRow)[];
  'embedder'?: (string);
  'kind'?: (string);
}

export interface RelatednessResponse__Output {
  'rows': (_winzmail_knowledge_v1_RelatednessRow__Output)[];
  'embedder': (string);
  'kind': (string);
}
