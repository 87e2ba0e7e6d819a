import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';

type Definition = ReturnType<typeof services.identity>['service'];
export type IdentityClient = ServiceClient<Definition>['call'];

export function identityClient(address: string, deadlineMs: number): ServiceClient<Definition> {
  return createServiceClient(services.identity(), {
    address,
    deadlineMs,
    idempotent: [
      'CreateCaptchaChallenge',
      'GetSigningKeys',
      'GetAccountSettings',
      'GetOrg',
      'ListOrgUsers',
      'ListRevokedSessions',
    ],
  });
}
