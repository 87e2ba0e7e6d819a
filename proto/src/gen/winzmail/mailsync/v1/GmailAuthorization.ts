// Original file: mail_sync.proto


export interface GmailAuthorization {
  'auth_url'?: (string);
}

export interface GmailAuthorization__Output {
  'auth_url': (string);
}
