// Original file: mail_sync.proto


export interface SetReplayMinimumRequest {
  'org_id'?: (string);
  'min_agreement'?: (number);
}

export interface SetReplayMinimumRequest__Output {
  'org_id': (string);
  'min_agreement': (number);
}
