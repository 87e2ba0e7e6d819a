// Original file: mail_sync.proto

import type { ReplayRun as _winzmail_mailsync_v1_ReplayRun, ReplayRun__Output as _winzmail_mailsync_v1_ReplayRun__Output } from '../../../winzmail/mailsync/v1/ReplayRun.js';
import type { ReplayThread as _winzmail_mailsync_v1_ReplayThread, ReplayThread__Output as _winzmail_mailsync_v1_ReplayThread__Output } from '../../../winzmail/mailsync/v1/ReplayThread.js';

export interface Replay {
  'run'?: (_winzmail_mailsync_v1_ReplayRun | null);
  'threads'?: (_winzmail_mailsync_v1_ReplayThread)[];
  'total'?: (number);
  'min_agreement'?: (number);
}

export interface Replay__Output {
  'run': (_winzmail_mailsync_v1_ReplayRun__Output | null);
  'threads': (_winzmail_mailsync_v1_ReplayThread__Output)[];
  'total': (number);
  'min_agreement': (number);
}
