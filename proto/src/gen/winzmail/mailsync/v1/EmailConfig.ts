// Original file: mail_sync.proto


export interface EmailConfig {
  'imap_host'?: (string);
  'imap_port'?: (number);
  'smtp_host'?: (string);
  'smtp_port'?: (number);
  'email_address'?: (string);
  'email_password'?: (string);
  'reply_mode'?: (string);
  'provider'?: (string);
}

export interface EmailConfig__Output {
  'imap_host': (string);
  'imap_port': (number);
  'smtp_host': (string);
  'smtp_port': (number);
  'email_address': (string);
  'email_password': (string);
  'reply_mode': (string);
  'provider': (string);
}
