// Original file: events.proto


export interface MailReceived {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'email_id'?: (string);
  'mailbox_id'?: (string);
  'reply_mode'?: (string);
  'needs_reply'?: (boolean);
  'from_address'?: (string);
  'subject'?: (string);
  'body'?: (string);
  'body_html'?: (string);
}

export interface MailReceived__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'email_id': (string);
  'mailbox_id': (string);
  'reply_mode': (string);
  'needs_reply': (boolean);
  'from_address': (string);
  'subject': (string);
  'body': (string);
  'body_html': (string);
}
