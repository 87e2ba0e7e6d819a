// Original file: events.proto


export interface DocumentUploaded {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'document_id'?: (string);
}

export interface DocumentUploaded__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'document_id': (string);
}
