// Original file: knowledge_ingestion.proto


export interface DeleteRequest {
  'org_id'?: (string);
  'document_id'?: (string);
}

export interface DeleteRequest__Output {
  'org_id': (string);
  'document_id': (string);
}
