// Original file: events.proto

import type { RevokedSession as _winzmail_identity_v1_RevokedSession, RevokedSession__Output as _winzmail_identity_v1_RevokedSession__Output } from '../../../winzmail/identity/v1/RevokedSession.js';

export interface SessionRevoked {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'session'?: (_winzmail_identity_v1_RevokedSession | null);
}

export interface SessionRevoked__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'session': (_winzmail_identity_v1_RevokedSession__Output | null);
}
