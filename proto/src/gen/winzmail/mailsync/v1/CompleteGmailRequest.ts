// Original file: mail_sync.proto


export interface CompleteGmailRequest {
  'code'?: (string);
  'state'?: (string);
  'redirect_uri'?: (string);
  'error'?: (string);
}

export interface CompleteGmailRequest__Output {
  'code': (string);
  'state': (string);
  'redirect_uri': (string);
  'error': (string);
}
