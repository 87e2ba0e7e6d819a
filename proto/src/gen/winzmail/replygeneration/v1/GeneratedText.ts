// Original file: reply_generation.proto

import type { Source as _winzmail_replygeneration_v1_Source, Source__Output as _winzmail_replygeneration_v1_Source__Output } from '../../../winzmail/replygeneration/v1/Source.js';

export interface GeneratedText {
  'text'?: (string);
  'sources'?: (_winzmail_replygeneration_v1_Source)[];
  'model'?: (string);
}

export interface GeneratedText__Output {
  'text': (string);
  'sources': (_winzmail_replygeneration_v1_Source__Output)[];
  'model': (string);
}
