// Original file: reply_generation.proto


export interface ChatTurn {
  'message'?: (string);
  'response'?: (string);
}

export interface ChatTurn__Output {
  'message': (string);
  'response': (string);
}
