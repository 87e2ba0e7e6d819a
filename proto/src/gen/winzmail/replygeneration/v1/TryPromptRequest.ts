// Original file: reply_generation.proto

import type { PromptConfig as _winzmail_replygeneration_v1_PromptConfig, PromptConfig__Output as _winzmail_replygeneration_v1_PromptConfig__Output } from '../../../winzmail/replygeneration/v1/PromptConfig.js';

export interface TryPromptRequest {
  'org_id'?: (string);
  'config'?: (_winzmail_replygeneration_v1_PromptConfig | null);
  'subject'?: (string);
  'body'?: (string);
  'set_fields'?: (string)[];
}

export interface TryPromptRequest__Output {
  'org_id': (string);
  'config': (_winzmail_replygeneration_v1_PromptConfig__Output | null);
  'subject': (string);
  'body': (string);
  'set_fields': (string)[];
}
