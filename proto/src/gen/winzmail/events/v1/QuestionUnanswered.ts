// Original file: events.proto


export interface QuestionUnanswered {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'source'?: (string);
  'question'?: (string);
  'reference_id'?: (string);
  'answer'?: (string);
}

export interface QuestionUnanswered__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'source': (string);
  'question': (string);
  'reference_id': (string);
  'answer': (string);
}
