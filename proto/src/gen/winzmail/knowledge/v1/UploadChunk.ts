// Original file: knowledge_ingestion.proto

import type { UploadHeader as _winzmail_knowledge_v1_UploadHeader, UploadHeader__Output as _winzmail_knowledge_v1_UploadHeader__Output } from '../../../winzmail/knowledge/v1/UploadHeader.js';

export interface UploadChunk {
  'header'?: (_winzmail_knowledge_v1_UploadHeader | null);
  'data'?: (Buffer | Uint8Array | string);
  'part'?: "header"|"data";
}

export interface UploadChunk__Output {
  'header'?: (_winzmail_knowledge_v1_UploadHeader__Output | null);
  'data'?: (Buffer);
  'part'?: "header"|"data";
}
