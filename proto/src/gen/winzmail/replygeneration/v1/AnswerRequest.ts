// Original file: reply_generation.proto

import type { ChatTurn as _winzmail_replygeneration_v1_ChatTurn, ChatTurn__Output as _winzmail_replygeneration_v1_ChatTurn__Output } from '../../../winzmail/replygeneration/v1/ChatTurn.js';

export interface AnswerRequest {
  'org_id'?: (string);
  'question'?: (string);
  'history'?: (_winzmail_replygeneration_v1_ChatTurn)[];
}

export interface AnswerRequest__Output {
  'org_id': (string);
  'question': (string);
  'history': (_winzmail_replygeneration_v1_ChatTurn__Output)[];
}
