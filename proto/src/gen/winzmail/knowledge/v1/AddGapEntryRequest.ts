// Original file: knowledge_ingestion.proto


export interface AddGapEntryRequest {
  'org_id'?: (string);
  'question'?: (string);
  'answer'?: (string);
  'reference_id'?: (string);
}

export interface AddGapEntryRequest__Output {
  'org_id': (string);
  'question': (string);
  'answer': (string);
  'reference_id': (string);
}
