// Original file: reply_generation.proto

import type { GenerateReplyRequest as _winzmail_replygeneration_v1_GenerateReplyRequest, GenerateReplyRequest__Output as _winzmail_replygeneration_v1_GenerateReplyRequest__Output } from '../../../winzmail/replygeneration/v1/GenerateReplyRequest.js';

export interface ReplayReplyRequest {
  'email'?: (_winzmail_replygeneration_v1_GenerateReplyRequest | null);
  'staff_reply'?: (string);
}

export interface ReplayReplyRequest__Output {
  'email': (_winzmail_replygeneration_v1_GenerateReplyRequest__Output | null);
  'staff_reply': (string);
}
