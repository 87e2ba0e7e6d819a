// Original file: reply_generation.proto


export interface ThreadMessage {
  'from_us'?: (boolean);
  'from_address'?: (string);
  'subject'?: (string);
  'body'?: (string);
  'at'?: (string);
}

export interface ThreadMessage__Output {
  'from_us': (boolean);
  'from_address': (string);
  'subject': (string);
  'body': (string);
  'at': (string);
}
