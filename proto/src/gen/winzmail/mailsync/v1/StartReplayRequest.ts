// Original file: mail_sync.proto


export interface StartReplayRequest {
  'org_id'?: (string);
}

export interface StartReplayRequest__Output {
  'org_id': (string);
}
