// Original file: mail_sync.proto

import type { EmailConfig as _winzmail_mailsync_v1_EmailConfig, EmailConfig__Output as _winzmail_mailsync_v1_EmailConfig__Output } from '../../../winzmail/mailsync/v1/EmailConfig.js';
import type { MailboxState as _winzmail_mailsync_v1_MailboxState, MailboxState__Output as _winzmail_mailsync_v1_MailboxState__Output } from '../../../winzmail/mailsync/v1/MailboxState.js';

export interface EmailConfigResponse {
  'configured'?: (boolean);
  'config'?: (_winzmail_mailsync_v1_EmailConfig | null);
  'mailbox'?: (_winzmail_mailsync_v1_MailboxState | null);
}

export interface EmailConfigResponse__Output {
  'configured': (boolean);
  'config': (_winzmail_mailsync_v1_EmailConfig__Output | null);
  'mailbox': (_winzmail_mailsync_v1_MailboxState__Output | null);
}
