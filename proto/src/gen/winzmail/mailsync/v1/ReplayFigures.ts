// Original file: mail_sync.proto


export interface ReplayFigures {
  'would_answer_pct'?: (number | string);
  'agreement_pct'?: (number | string);
  'wrong_confident_pct'?: (number | string);
}

export interface ReplayFigures__Output {
  'would_answer_pct': (number);
  'agreement_pct': (number);
  'wrong_confident_pct': (number);
}
