// Original file: knowledge_ingestion.proto

import type { SearchHit as _winzmail_knowledge_v1_SearchHit, SearchHit__Output as _winzmail_knowledge_v1_SearchHit__Output } from '../../../winzmail/knowledge/v1/SearchHit.js';

export interface SearchResponse {
  'hits'?: (_winzmail_knowledge_v1_SearchHit)[];
}

export interface SearchResponse__Output {
  'hits': (_winzmail_knowledge_v1_SearchHit__Output)[];
}
