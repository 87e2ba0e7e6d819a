// Original file: events.proto


export interface OrgRegistered {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'org_name'?: (string);
  'user_email'?: (string);
}

export interface OrgRegistered__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'org_name': (string);
  'user_email': (string);
}
