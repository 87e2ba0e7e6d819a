// Original file: mail_sync.proto


export interface GetEmailConfigRequest {
  'org_id'?: (string);
}

export interface GetEmailConfigRequest__Output {
  'org_id': (string);
}
