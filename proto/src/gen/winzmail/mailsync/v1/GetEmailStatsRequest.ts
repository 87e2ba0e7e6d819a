// Original file: mail_sync.proto


export interface GetEmailStatsRequest {
  'org_id'?: (string);
  'utc_offset_minutes'?: (number);
}

export interface GetEmailStatsRequest__Output {
  'org_id': (string);
  'utc_offset_minutes': (number);
}
