// Original file: knowledge_ingestion.proto


export interface GapExample {
  'question'?: (string);
  'source'?: (string);
  'occurred_at'?: (string);
  'reference_id'?: (string);
  'answer'?: (string);
}

export interface GapExample__Output {
  'question': (string);
  'source': (string);
  'occurred_at': (string);
  'reference_id': (string);
  'answer': (string);
}
