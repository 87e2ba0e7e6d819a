// Original file: chat.proto


export interface ChatMessage {
  'id'?: (string);
  'message'?: (string);
  'response'?: (string);
  'created_at'?: (string);
}

export interface ChatMessage__Output {
  'id': (string);
  'message': (string);
  'response': (string);
  'created_at': (string);
}
