// Original file: knowledge_ingestion.proto


export interface ViewRequest {
  'org_id'?: (string);
  'document_id'?: (string);
}

export interface ViewRequest__Output {
  'org_id': (string);
  'document_id': (string);
}
