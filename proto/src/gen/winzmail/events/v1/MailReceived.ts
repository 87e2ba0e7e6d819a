// Original file: events.proto

import type { ThreadMessage as _winzmail_replygeneration_v1_ThreadMessage, ThreadMessage__Output as _winzmail_replygeneration_v1_ThreadMessage__Output } from '../../../winzmail/replygeneration/v1/ThreadMessage.js';

export interface MailReceived {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'email_id'?: (string);
  'mailbox_id'?: (string);
  'reply_mode'?: (string);
  'needs_reply'?: (boolean);
  'from_address'?: (string);
  'subject'?: (string);
  'body'?: (string);
  'body_html'?: (string);
  'thread'?: (_winzmail_replygeneration_v1_ThreadMessage)[];
}

export interface MailReceived__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'email_id': (string);
  'mailbox_id': (string);
  'reply_mode': (string);
  'needs_reply': (boolean);
  'from_address': (string);
  'subject': (string);
  'body': (string);
  'body_html': (string);
  'thread': (_winzmail_replygeneration_v1_ThreadMessage__Output)[];
}
