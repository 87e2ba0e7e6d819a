// Original file: mail_sync.proto


export interface OutlookEmailConfig {
  'email_address'?: (string);
}

export interface OutlookEmailConfig__Output {
  'email_address': (string);
}
