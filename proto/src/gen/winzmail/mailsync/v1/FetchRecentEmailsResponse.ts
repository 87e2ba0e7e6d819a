// Original file: mail_sync.proto


export interface FetchRecentEmailsResponse {
  'fetched'?: (number);
}

export interface FetchRecentEmailsResponse__Output {
  'fetched': (number);
}
