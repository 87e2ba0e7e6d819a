// Original file: reply_generation.proto

import type { ThreadMessage as _winzmail_replygeneration_v1_ThreadMessage, ThreadMessage__Output as _winzmail_replygeneration_v1_ThreadMessage__Output } from '../../../winzmail/replygeneration/v1/ThreadMessage.js';

export interface GenerateReplyRequest {
  'org_id'?: (string);
  'from_address'?: (string);
  'subject'?: (string);
  'body'?: (string);
  'html'?: (string);
  'thread'?: (_winzmail_replygeneration_v1_ThreadMessage)[];
}

export interface GenerateReplyRequest__Output {
  'org_id': (string);
  'from_address': (string);
  'subject': (string);
  'body': (string);
  'html': (string);
  'thread': (_winzmail_replygeneration_v1_ThreadMessage__Output)[];
}
