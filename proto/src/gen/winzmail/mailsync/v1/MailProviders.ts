// Original file: mail_sync.proto


export interface MailProviders {
  'gmail'?: (boolean);
  'outlook'?: (boolean);
}

export interface MailProviders__Output {
  'gmail': (boolean);
  'outlook': (boolean);
}
