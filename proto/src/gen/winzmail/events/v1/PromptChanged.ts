// Original file: events.proto


export interface PromptChanged {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'fields'?: (string)[];
}

export interface PromptChanged__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'fields': (string)[];
}
