// Original file: mail_sync.proto


export interface ListIncomingRequest {
  'org_id'?: (string);
}

export interface ListIncomingRequest__Output {
  'org_id': (string);
}
