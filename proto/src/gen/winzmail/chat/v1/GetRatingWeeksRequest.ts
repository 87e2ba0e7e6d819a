// Original file: chat.proto


export interface GetRatingWeeksRequest {
  'org_id'?: (string);
  'weeks'?: (string)[];
}

export interface GetRatingWeeksRequest__Output {
  'org_id': (string);
  'weeks': (string)[];
}
