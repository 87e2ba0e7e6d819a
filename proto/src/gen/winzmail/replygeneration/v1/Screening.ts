// Original file: reply_generation.proto


export interface Screening {
  'passed'?: (boolean);
  'flags'?: (string)[];
}

export interface Screening__Output {
  'passed': (boolean);
  'flags': (string)[];
}
