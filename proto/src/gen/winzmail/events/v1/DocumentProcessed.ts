// Original file: events.proto


export interface DocumentProcessed {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'document_id'?: (string);
  'status'?: (string);
  'error'?: (string);
  'chunk_count'?: (number);
}

export interface DocumentProcessed__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'document_id': (string);
  'status': (string);
  'error': (string);
  'chunk_count': (number);
}
