// Original file: mail_sync.proto


export interface CompleteGmailResponse {
  'org_id'?: (string);
  'email_address'?: (string);
}

export interface CompleteGmailResponse__Output {
  'org_id': (string);
  'email_address': (string);
}
