// Original file: reply_generation.proto


export interface ReplyAgreement {
  'agrees'?: (boolean);
  'score'?: (number | string);
  'meaning'?: (number | string);
  'shared'?: (string)[];
  'missing'?: (string)[];
  'conflicting'?: (string)[];
}

export interface ReplyAgreement__Output {
  'agrees': (boolean);
  'score': (number);
  'meaning': (number);
  'shared': (string)[];
  'missing': (string)[];
  'conflicting': (string)[];
}
