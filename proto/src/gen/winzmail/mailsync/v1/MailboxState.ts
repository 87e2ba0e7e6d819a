// Original file: mail_sync.proto


export interface MailboxState {
  'state'?: (string);
  'last_sync_at'?: (string);
  'last_error'?: (string);
}

export interface MailboxState__Output {
  'state': (string);
  'last_sync_at': (string);
  'last_error': (string);
}
