// Original file: reply_generation.proto

import type { GeneratedText as _winzmail_replygeneration_v1_GeneratedText, GeneratedText__Output as _winzmail_replygeneration_v1_GeneratedText__Output } from '../../../winzmail/replygeneration/v1/GeneratedText.js';

export interface AnswerEvent {
  'delta'?: (string);
  'done'?: (_winzmail_replygeneration_v1_GeneratedText | null);
  'event'?: "delta"|"done";
}

export interface AnswerEvent__Output {
  'delta'?: (string);
  'done'?: (_winzmail_replygeneration_v1_GeneratedText__Output | null);
  'event'?: "delta"|"done";
}
