// Original file: events.proto


export interface HandoffTurn {
  'question'?: (string);
  'answer'?: (string);
  'at'?: (string);
}

export interface HandoffTurn__Output {
  'question': (string);
  'answer': (string);
  'at': (string);
}
