// Original file: identity.proto

import type { OrgUser as _winzmail_identity_v1_OrgUser, OrgUser__Output as _winzmail_identity_v1_OrgUser__Output } from '../../../winzmail/identity/v1/OrgUser.js';

export interface ListOrgUsersResponse {
  'users'?: (_winzmail_identity_v1_OrgUser)[];
}

export interface ListOrgUsersResponse__Output {
  'users': (_winzmail_identity_v1_OrgUser__Output)[];
}
