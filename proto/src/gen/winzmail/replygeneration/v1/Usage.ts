// Original file: reply_generation.proto


export interface Usage {
  'prompt_tokens'?: (number);
  'completion_tokens'?: (number);
}

export interface Usage__Output {
  'prompt_tokens': (number);
  'completion_tokens': (number);
}
