// Original file: mail_sync.proto


export interface SetReplyModeRequest {
  'org_id'?: (string);
  'reply_mode'?: (string);
}

export interface SetReplyModeRequest__Output {
  'org_id': (string);
  'reply_mode': (string);
}
