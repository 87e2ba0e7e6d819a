// Original file: mail_sync.proto


export interface IncomingEmail {
  'id'?: (string);
  'from_address'?: (string);
  'subject'?: (string);
  'body'?: (string);
  'reply_body'?: (string);
  'created_at'?: (string);
  'status'?: (string);
}

export interface IncomingEmail__Output {
  'id': (string);
  'from_address': (string);
  'subject': (string);
  'body': (string);
  'reply_body': (string);
  'created_at': (string);
  'status': (string);
}
