// Original file: knowledge_ingestion.proto

import type { ViewHeader as _winzmail_knowledge_v1_ViewHeader, ViewHeader__Output as _winzmail_knowledge_v1_ViewHeader__Output } from '../../../winzmail/knowledge/v1/ViewHeader.js';

export interface ViewChunk {
  'header'?: (_winzmail_knowledge_v1_ViewHeader | null);
  'data'?: (Buffer | Uint8Array | string);
  'part'?: "header"|"data";
}

export interface ViewChunk__Output {
  'header'?: (_winzmail_knowledge_v1_ViewHeader__Output | null);
  'data'?: (Buffer);
  'part'?: "header"|"data";
}
