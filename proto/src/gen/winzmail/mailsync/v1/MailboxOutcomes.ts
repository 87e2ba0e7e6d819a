// Original file: mail_sync.proto

import type { OutcomeWeek as _winzmail_mailsync_v1_OutcomeWeek, OutcomeWeek__Output as _winzmail_mailsync_v1_OutcomeWeek__Output } from '../../../winzmail/mailsync/v1/OutcomeWeek.js';

export interface MailboxOutcomes {
  'mailbox_id'?: (string);
  'email_address'?: (string);
  'current'?: (boolean);
  'weeks'?: (_winzmail_mailsync_v1_OutcomeWeek)[];
}

export interface MailboxOutcomes__Output {
  'mailbox_id': (string);
  'email_address': (string);
  'current': (boolean);
  'weeks': (_winzmail_mailsync_v1_OutcomeWeek__Output)[];
}
