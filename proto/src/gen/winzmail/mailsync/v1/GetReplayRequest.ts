// Original file: mail_sync.proto


export interface GetReplayRequest {
  'org_id'?: (string);
  'outcome'?: (string);
  'offset'?: (number);
  'limit'?: (number);
}

export interface GetReplayRequest__Output {
  'org_id': (string);
  'outcome': (string);
  'offset': (number);
  'limit': (number);
}
