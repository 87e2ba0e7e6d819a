// Original file: knowledge_ingestion.proto


export interface SearchRequest {
  'org_id'?: (string);
  'query'?: (string);
  'k'?: (number);
  'language'?: (string);
}

export interface SearchRequest__Output {
  'org_id': (string);
  'query': (string);
  'k': (number);
  'language': (string);
}
