import type { UnaryHandlers } from '@winzmail/platform';
import type { services } from '@winzmail/proto';
import type { AccountFeatures } from './account.js';

type Definition = ReturnType<typeof services.identity>['service'];

/** gRPC handlers of the account features (rpc.ts binds them with the rest). */
export function accountHandlers(account: AccountFeatures): UnaryHandlers<Definition> {
  return {
    GetAccountSettings: async () => ({ system_mail: account.systemMail }),
    RequestPasswordReset: async (req) => {
      await account.reset.request(req);
      return {};
    },
    ResetPassword: async (req) => ({ sessions: await account.reset.reset(req) }),
    ChangePassword: async (req) => ({ sessions: await account.profile.changePassword(req) }),
    RequestEmailChange: (req) => account.profile.requestEmailChange(req),
    ConfirmEmailChange: (req) => account.profile.confirmEmailChange(req),
    RenameOrg: (req) => account.profile.renameOrg(req),
  };
}
