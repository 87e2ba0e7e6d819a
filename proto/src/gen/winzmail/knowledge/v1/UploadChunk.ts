// Original file: knowledge_ingestion.proto

import type { UploadHeader as _winzmail_knowledge_v1_UploadHeader, UploadHeader__Output as _winzmail_knowledge_v1_UploadHeader__Output } from '../../../winzmail/knowledge/v1/UploadHeader.js';
import type { UploadEnd as _winzmail_knowledge_v1_UploadEnd, UploadEnd__Output as _winzmail_knowledge_v1_UploadEnd__Output } from '../../../winzmail/knowledge/v1/UploadEnd.js';

export interface UploadChunk {
  'header'?: (_winzmail_knowledge_v1_UploadHeader | null);
  'data'?: (Buffer | Uint8Array | string);
  'end'?: (_winzmail_knowledge_v1_UploadEnd | null);
  'part'?: "header"|"data"|"end";
}

export interface UploadChunk__Output {
  'header'?: (_winzmail_knowledge_v1_UploadHeader__Output | null);
  'data'?: (Buffer);
  'end'?: (_winzmail_knowledge_v1_UploadEnd__Output | null);
  'part'?: "header"|"data"|"end";
}
