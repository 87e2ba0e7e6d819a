// Original file: events.proto


export interface ReplyGenerated {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'email_id'?: (string);
  'reply_body'?: (string);
}

export interface ReplyGenerated__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'email_id': (string);
  'reply_body': (string);
}
