// Original file: reply_generation.proto


export interface PromptConfig {
  'org_id'?: (string);
  'tone'?: (string);
  'purpose'?: (string);
  'formality'?: (string);
  'language'?: (string);
  'empathy'?: (string);
  'politeness'?: (string);
  'signature'?: (string);
  'response_length'?: (string);
  'additional_instructions'?: (string);
  'exclusions'?: (string);
  'llm_choice'?: (string);
  'citations'?: (string);
}

export interface PromptConfig__Output {
  'org_id': (string);
  'tone': (string);
  'purpose': (string);
  'formality': (string);
  'language': (string);
  'empathy': (string);
  'politeness': (string);
  'signature': (string);
  'response_length': (string);
  'additional_instructions': (string);
  'exclusions': (string);
  'llm_choice': (string);
  'citations': (string);
}
