// Original file: mail_sync.proto

import type { ReplayQuestion as _winzmail_mailsync_v1_ReplayQuestion, ReplayQuestion__Output as _winzmail_mailsync_v1_ReplayQuestion__Output } from '../../../winzmail/mailsync/v1/ReplayQuestion.js';
import type { ReplaySource as _winzmail_mailsync_v1_ReplaySource, ReplaySource__Output as _winzmail_mailsync_v1_ReplaySource__Output } from '../../../winzmail/mailsync/v1/ReplaySource.js';

export interface ReplayThread {
  'id'?: (string);
  'question'?: (_winzmail_mailsync_v1_ReplayQuestion | null);
  'staff_reply'?: (string);
  'replied_at'?: (string);
  'ai_reply'?: (string);
  'sources'?: (_winzmail_mailsync_v1_ReplaySource)[];
  'outcome'?: (string);
  'agrees'?: (boolean);
  'score'?: (number | string);
  'meaning'?: (number | string);
  'shared'?: (string)[];
  'missing'?: (string)[];
  'conflicting'?: (string)[];
  'relevance'?: (string);
}

export interface ReplayThread__Output {
  'id': (string);
  'question': (_winzmail_mailsync_v1_ReplayQuestion__Output | null);
  'staff_reply': (string);
  'replied_at': (string);
  'ai_reply': (string);
  'sources': (_winzmail_mailsync_v1_ReplaySource__Output)[];
  'outcome': (string);
  'agrees': (boolean);
  'score': (number);
  'meaning': (number);
  'shared': (string)[];
  'missing': (string)[];
  'conflicting': (string)[];
  'relevance': (string);
}
