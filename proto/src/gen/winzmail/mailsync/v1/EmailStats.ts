// Original file: mail_sync.proto

import type { DayCount as _winzmail_mailsync_v1_DayCount, DayCount__Output as _winzmail_mailsync_v1_DayCount__Output } from '../../../winzmail/mailsync/v1/DayCount.js';
import type { MailboxState as _winzmail_mailsync_v1_MailboxState, MailboxState__Output as _winzmail_mailsync_v1_MailboxState__Output } from '../../../winzmail/mailsync/v1/MailboxState.js';

export interface EmailStats {
  'total'?: (number);
  'pending'?: (number);
  'drafted'?: (number);
  'replied'?: (number);
  'no_reply_needed'?: (number);
  'week'?: (_winzmail_mailsync_v1_DayCount)[];
  'ai_sent'?: (number);
  'ai_sent_unedited'?: (number);
  'ai_kept_permille_sum'?: (number);
  'mailbox'?: (_winzmail_mailsync_v1_MailboxState | null);
}

export interface EmailStats__Output {
  'total': (number);
  'pending': (number);
  'drafted': (number);
  'replied': (number);
  'no_reply_needed': (number);
  'week': (_winzmail_mailsync_v1_DayCount__Output)[];
  'ai_sent': (number);
  'ai_sent_unedited': (number);
  'ai_kept_permille_sum': (number);
  'mailbox': (_winzmail_mailsync_v1_MailboxState__Output | null);
}
