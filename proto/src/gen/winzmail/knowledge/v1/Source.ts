// Original file: knowledge_ingestion.proto


export interface Source {
  'document_id'?: (string);
  'filename'?: (string);
  'heading'?: (string);
  'chunk_id'?: (string);
  'number'?: (number);
  'text'?: (string);
  'source_url'?: (string);
  'score'?: (number | string);
}

export interface Source__Output {
  'document_id': (string);
  'filename': (string);
  'heading': (string);
  'chunk_id': (string);
  'number': (number);
  'text': (string);
  'source_url': (string);
  'score': (number);
}
