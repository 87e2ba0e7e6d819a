// Original file: reply_generation.proto


export interface ModelStatus {
  'model'?: (string);
  'reachable'?: (boolean);
  'detail'?: (string);
}

export interface ModelStatus__Output {
  'model': (string);
  'reachable': (boolean);
  'detail': (string);
}
