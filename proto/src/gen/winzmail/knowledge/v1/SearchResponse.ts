// Original file: knowledge_ingestion.proto

import type { Source as _winzmail_knowledge_v1_Source, Source__Output as _winzmail_knowledge_v1_Source__Output } from '../../../winzmail/knowledge/v1/Source.js';

export interface SearchResponse {
  'hits'?: (_winzmail_knowledge_v1_Source)[];
}

export interface SearchResponse__Output {
  'hits': (_winzmail_knowledge_v1_Source__Output)[];
}
