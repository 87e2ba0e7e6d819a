// Original file: knowledge_ingestion.proto

import type { Document as _winzmail_knowledge_v1_Document, Document__Output as _winzmail_knowledge_v1_Document__Output } from '../../../winzmail/knowledge/v1/Document.js';

export interface AddGapEntryResponse {
  'document'?: (_winzmail_knowledge_v1_Document | null);
  'resolved'?: (number);
}

export interface AddGapEntryResponse__Output {
  'document': (_winzmail_knowledge_v1_Document__Output | null);
  'resolved': (number);
}
