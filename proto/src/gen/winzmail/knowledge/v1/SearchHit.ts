// Original file: knowledge_ingestion.proto


export interface SearchHit {
  'chunk_id'?: (string);
  'document_id'?: (string);
  'filename'?: (string);
  'heading'?: (string);
  'text'?: (string);
  'score'?: (number | string);
  'source_url'?: (string);
}

export interface SearchHit__Output {
  'chunk_id': (string);
  'document_id': (string);
  'filename': (string);
  'heading': (string);
  'text': (string);
  'score': (number);
  'source_url': (string);
}
