// Original file: events.proto


export interface WidgetChanged {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'allowed_origins'?: (string)[];
}

export interface WidgetChanged__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'allowed_origins': (string)[];
}
