import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';

type Definition = ReturnType<typeof services.billing>['service'];
export type BillingClient = ServiceClient<Definition>['call'];

export function billingClient(address: string, deadlineMs: number): ServiceClient<Definition> {
  return createServiceClient(services.billing(), {
    address,
    deadlineMs,
    idempotent: ['ListPlans', 'GetOrgSubscription'],
  });
}
