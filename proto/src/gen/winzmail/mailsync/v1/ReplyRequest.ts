// Original file: mail_sync.proto


export interface ReplyRequest {
  'org_id'?: (string);
  'email_id'?: (string);
  'reply_text'?: (string);
}

export interface ReplyRequest__Output {
  'org_id': (string);
  'email_id': (string);
  'reply_text': (string);
}
