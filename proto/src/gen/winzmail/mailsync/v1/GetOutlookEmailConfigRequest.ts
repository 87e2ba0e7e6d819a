// Original file: mail_sync.proto


export interface GetOutlookEmailConfigRequest {
  'org_id'?: (string);
}

export interface GetOutlookEmailConfigRequest__Output {
  'org_id': (string);
}
