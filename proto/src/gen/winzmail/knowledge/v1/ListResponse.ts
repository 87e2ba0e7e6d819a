// Original file: knowledge_ingestion.proto

import type { Document as _winzmail_knowledge_v1_Document, Document__Output as _winzmail_knowledge_v1_Document__Output } from '../../../winzmail/knowledge/v1/Document.js';

export interface ListResponse {
  'documents'?: (_winzmail_knowledge_v1_Document)[];
}

export interface ListResponse__Output {
  'documents': (_winzmail_knowledge_v1_Document__Output)[];
}
