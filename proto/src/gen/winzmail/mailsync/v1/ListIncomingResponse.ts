// Original file: mail_sync.proto

import type { IncomingEmail as _winzmail_mailsync_v1_IncomingEmail, IncomingEmail__Output as _winzmail_mailsync_v1_IncomingEmail__Output } from '../../../winzmail/mailsync/v1/IncomingEmail.js';

export interface ListIncomingResponse {
  'emails'?: (_winzmail_mailsync_v1_IncomingEmail)[];
  'total'?: (number);
}

export interface ListIncomingResponse__Output {
  'emails': (_winzmail_mailsync_v1_IncomingEmail__Output)[];
  'total': (number);
}
