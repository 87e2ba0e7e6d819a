// Original file: reply_generation.proto

import type { GeneratedText as _winzmail_replygeneration_v1_GeneratedText, GeneratedText__Output as _winzmail_replygeneration_v1_GeneratedText__Output } from '../../../winzmail/replygeneration/v1/GeneratedText.js';
import type { ReplyAgreement as _winzmail_replygeneration_v1_ReplyAgreement, ReplyAgreement__Output as _winzmail_replygeneration_v1_ReplyAgreement__Output } from '../../../winzmail/replygeneration/v1/ReplyAgreement.js';

export interface ReplayedReply {
  'generated'?: (_winzmail_replygeneration_v1_GeneratedText | null);
  'outcome'?: (string);
  'agreement'?: (_winzmail_replygeneration_v1_ReplyAgreement | null);
}

export interface ReplayedReply__Output {
  'generated': (_winzmail_replygeneration_v1_GeneratedText__Output | null);
  'outcome': (string);
  'agreement': (_winzmail_replygeneration_v1_ReplyAgreement__Output | null);
}
