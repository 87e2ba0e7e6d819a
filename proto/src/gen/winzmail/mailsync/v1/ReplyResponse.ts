// Original file: mail_sync.proto

import type { GeneratedText as _winzmail_replygeneration_v1_GeneratedText, GeneratedText__Output as _winzmail_replygeneration_v1_GeneratedText__Output } from '../../../winzmail/replygeneration/v1/GeneratedText.js';

export interface ReplyResponse {
  'reply'?: (string);
  'sent'?: (boolean);
  'generated'?: (_winzmail_replygeneration_v1_GeneratedText | null);
}

export interface ReplyResponse__Output {
  'reply': (string);
  'sent': (boolean);
  'generated': (_winzmail_replygeneration_v1_GeneratedText__Output | null);
}
