// Original file: mail_sync.proto


export interface InitiateGmailRequest {
  'org_id'?: (string);
  'email'?: (string);
  'redirect_uri'?: (string);
}

export interface InitiateGmailRequest__Output {
  'org_id': (string);
  'email': (string);
  'redirect_uri': (string);
}
