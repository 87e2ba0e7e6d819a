// Original file: chat.proto

import type { RatingWeek as _winzmail_chat_v1_RatingWeek, RatingWeek__Output as _winzmail_chat_v1_RatingWeek__Output } from '../../../winzmail/chat/v1/RatingWeek.js';

export interface RatingWeeks {
  'weeks'?: (_winzmail_chat_v1_RatingWeek)[];
}

export interface RatingWeeks__Output {
  'weeks': (_winzmail_chat_v1_RatingWeek__Output)[];
}
