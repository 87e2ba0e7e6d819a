// Original file: events.proto


export interface OrgDeleted {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
}

export interface OrgDeleted__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
}
