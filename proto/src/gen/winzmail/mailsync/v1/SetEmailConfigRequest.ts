// Original file: mail_sync.proto

import type { EmailConfig as _winzmail_mailsync_v1_EmailConfig, EmailConfig__Output as _winzmail_mailsync_v1_EmailConfig__Output } from '../../../winzmail/mailsync/v1/EmailConfig.js';

export interface SetEmailConfigRequest {
  'org_id'?: (string);
  'config'?: (_winzmail_mailsync_v1_EmailConfig | null);
}

export interface SetEmailConfigRequest__Output {
  'org_id': (string);
  'config': (_winzmail_mailsync_v1_EmailConfig__Output | null);
}
