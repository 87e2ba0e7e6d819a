import { bindService, type ServiceBinding } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import type { CaptchaProvider } from '@winzmail/platform/captcha';
import type { Accounts } from './accounts.js';
import type { AccountFeatures } from './account.js';
import { accountHandlers } from './account-rpc.js';
import type { OrgDeletion } from './org-deletion.js';
import type { Sessions } from './sessions.js';

/** gRPC handlers: request → use case → response. Errors map to status in the platform. */
export function identityRpc(
  accounts: Accounts,
  sessions: Sessions,
  captcha: CaptchaProvider,
  account: AccountFeatures,
  deletion: OrgDeletion,
): ServiceBinding {
  return bindService(services.identity().service, {
    ...accountHandlers(account),
    Register: (req) =>
      accounts.register({
        org_name: req.org_name,
        email: req.email,
        password: req.password,
        is_admin: req.is_admin,
        opt_in: req.opt_in,
        captcha: req.captcha,
      }),
    Login: (req) =>
      accounts.login({
        email: req.email,
        password: req.password,
        client_ip: req.client_ip,
        captcha: req.captcha,
      }),
    CreateCaptchaChallenge: () => captcha.createChallenge(),
    GetSigningKeys: async () => sessions.signingKeys(),
    GetOrg: (req) => accounts.getOrg(req.org_id, req.user_id),
    ListOrgUsers: async (req) => ({ users: await accounts.listPluginUsers(req.org_id) }),
    AddOrgUser: (req) => accounts.addPluginUser(req.org_id, req.email, req.max_users),
    RemoveOrgUser: async (req) => {
      await accounts.removePluginUser(req.org_id, req.user_id);
      return {};
    },
    RefreshSession: (req) => sessions.refresh(req.refresh_token),
    EndSession: async (req) => ({
      sessions: await sessions.endOne({
        refreshToken: req.refresh_token,
        sessionId: req.session_id,
        orgId: req.org_id,
      }),
    }),
    EndOrgSessions: async (req) => ({ sessions: await sessions.endAllOfOrg(req.org_id) }),
    ListRevokedSessions: async () => ({ sessions: await sessions.listRevoked() }),
    DeleteOrg: (req) =>
      deletion.request({ orgId: req.org_id, userId: req.user_id, confirmName: req.confirm_name }),
  });
}
