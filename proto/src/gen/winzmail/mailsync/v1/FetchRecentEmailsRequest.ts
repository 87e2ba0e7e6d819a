// Original file: mail_sync.proto


export interface FetchRecentEmailsRequest {
  'org_id'?: (string);
}

export interface FetchRecentEmailsRequest__Output {
  'org_id': (string);
}
