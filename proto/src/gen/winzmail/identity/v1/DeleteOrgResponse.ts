// Original file: identity.proto

import type { RevokedSession as _winzmail_identity_v1_RevokedSession, RevokedSession__Output as _winzmail_identity_v1_RevokedSession__Output } from '../../../winzmail/identity/v1/RevokedSession.js';

export interface DeleteOrgResponse {
  'sessions'?: (_winzmail_identity_v1_RevokedSession)[];
}

export interface DeleteOrgResponse__Output {
  'sessions': (_winzmail_identity_v1_RevokedSession__Output)[];
}
