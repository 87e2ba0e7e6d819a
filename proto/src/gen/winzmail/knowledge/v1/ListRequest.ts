// Original file: knowledge_ingestion.proto


export interface ListRequest {
  'org_id'?: (string);
}

export interface ListRequest__Output {
  'org_id': (string);
}
