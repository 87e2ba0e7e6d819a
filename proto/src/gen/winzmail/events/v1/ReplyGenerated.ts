// Original file: events.proto

import type { GeneratedText as _winzmail_replygeneration_v1_GeneratedText, GeneratedText__Output as _winzmail_replygeneration_v1_GeneratedText__Output } from '../../../winzmail/replygeneration/v1/GeneratedText.js';

export interface ReplyGenerated {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'email_id'?: (string);
  'generated'?: (_winzmail_replygeneration_v1_GeneratedText | null);
  'model_ms'?: (number);
}

export interface ReplyGenerated__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'email_id': (string);
  'generated': (_winzmail_replygeneration_v1_GeneratedText__Output | null);
  'model_ms': (number);
}
