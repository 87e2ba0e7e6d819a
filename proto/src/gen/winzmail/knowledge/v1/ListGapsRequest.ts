// Original file: knowledge_ingestion.proto


export interface ListGapsRequest {
  'org_id'?: (string);
}

export interface ListGapsRequest__Output {
  'org_id': (string);
}
