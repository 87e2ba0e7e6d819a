// Original file: mail_sync.proto


export interface GmailPushRequest {
  'authorization'?: (string);
  'data'?: (string);
}

export interface GmailPushRequest__Output {
  'authorization': (string);
  'data': (string);
}
