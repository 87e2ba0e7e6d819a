// Original file: mail_sync.proto

import type { ReplayCounts as _winzmail_mailsync_v1_ReplayCounts, ReplayCounts__Output as _winzmail_mailsync_v1_ReplayCounts__Output } from '../../../winzmail/mailsync/v1/ReplayCounts.js';
import type { ReplayFigures as _winzmail_mailsync_v1_ReplayFigures, ReplayFigures__Output as _winzmail_mailsync_v1_ReplayFigures__Output } from '../../../winzmail/mailsync/v1/ReplayFigures.js';

export interface ReplayRun {
  'state'?: (string);
  'reason'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  'limit'?: (number);
  'window_days'?: (number);
  'replayed'?: (number);
  'counts'?: (_winzmail_mailsync_v1_ReplayCounts | null);
  'figures'?: (_winzmail_mailsync_v1_ReplayFigures | null);
  'stale'?: (boolean);
  'error'?: (string);
}

export interface ReplayRun__Output {
  'state': (string);
  'reason': (string);
  'started_at': (string);
  'finished_at': (string);
  'limit': (number);
  'window_days': (number);
  'replayed': (number);
  'counts': (_winzmail_mailsync_v1_ReplayCounts__Output | null);
  'figures': (_winzmail_mailsync_v1_ReplayFigures__Output | null);
  'stale': (boolean);
  'error': (string);
}
