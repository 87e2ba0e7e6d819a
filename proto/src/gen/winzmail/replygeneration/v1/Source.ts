// Original file: reply_generation.proto


export interface Source {
  'document_id'?: (string);
  'filename'?: (string);
  'heading'?: (string);
  'chunk_id'?: (string);
  'number'?: (number);
  'excerpt'?: (string);
  'source_url'?: (string);
}

export interface Source__Output {
  'document_id': (string);
  'filename': (string);
  'heading': (string);
  'chunk_id': (string);
  'number': (number);
  'excerpt': (string);
  'source_url': (string);
}
