// Original file: chat.proto


export interface Conversation {
  'org_id'?: (string);
  'visitor_token'?: (string);
  'staff'?: (boolean);
  'origin'?: (string);
}

export interface Conversation__Output {
  'org_id': (string);
  'visitor_token': (string);
  'staff': (boolean);
  'origin': (string);
}
