// Original file: mail_sync.proto


export interface ListIncomingRequest {
  'org_id'?: (string);
  'limit'?: (number);
  'offset'?: (number);
  'status'?: (string);
}

export interface ListIncomingRequest__Output {
  'org_id': (string);
  'limit': (number);
  'offset': (number);
  'status': (string);
}
