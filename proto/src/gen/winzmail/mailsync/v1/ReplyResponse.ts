// Original file: mail_sync.proto


export interface ReplyResponse {
  'reply'?: (string);
  'sent'?: (boolean);
}

export interface ReplyResponse__Output {
  'reply': (string);
  'sent': (boolean);
}
