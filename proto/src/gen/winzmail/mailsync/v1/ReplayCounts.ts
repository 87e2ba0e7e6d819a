// Original file: mail_sync.proto


export interface ReplayCounts {
  'threads'?: (number);
  'answered'?: (number);
  'abstained'?: (number);
  'not_grounded'?: (number);
  'agreed'?: (number);
}

export interface ReplayCounts__Output {
  'threads': (number);
  'answered': (number);
  'abstained': (number);
  'not_grounded': (number);
  'agreed': (number);
}
