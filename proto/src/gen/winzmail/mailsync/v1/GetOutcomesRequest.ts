// Original file: mail_sync.proto


export interface GetOutcomesRequest {
  'org_id'?: (string);
  'weeks'?: (number);
}

export interface GetOutcomesRequest__Output {
  'org_id': (string);
  'weeks': (number);
}
