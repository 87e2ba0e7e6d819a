// Original file: events.proto


export interface ReplySent {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'email_id'?: (string);
  'message_id'?: (string);
}

export interface ReplySent__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'email_id': (string);
  'message_id': (string);
}
