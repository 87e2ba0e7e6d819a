// Original file: mail_sync.proto

import type { MailboxOutcomes as _winzmail_mailsync_v1_MailboxOutcomes, MailboxOutcomes__Output as _winzmail_mailsync_v1_MailboxOutcomes__Output } from '../../../winzmail/mailsync/v1/MailboxOutcomes.js';

export interface Outcomes {
  'weeks'?: (string)[];
  'mailboxes'?: (_winzmail_mailsync_v1_MailboxOutcomes)[];
}

export interface Outcomes__Output {
  'weeks': (string)[];
  'mailboxes': (_winzmail_mailsync_v1_MailboxOutcomes__Output)[];
}
