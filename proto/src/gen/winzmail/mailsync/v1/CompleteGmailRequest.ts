// Original file: mail_sync.proto


export interface CompleteGmailRequest {
  'code'?: (string);
  'state'?: (string);
}

export interface CompleteGmailRequest__Output {
  'code': (string);
  'state': (string);
}
