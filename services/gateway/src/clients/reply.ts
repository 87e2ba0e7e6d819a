import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';

type Definition = ReturnType<typeof services.replyGeneration>['service'];
export type ReplyClient = ServiceClient<Definition>['call'];

export function replyClient(address: string, deadlineMs: number): ServiceClient<Definition> {
  return createServiceClient(services.replyGeneration(), {
    address,
    deadlineMs,
    idempotent: [
      'GetPrompt',
      'SetPrompt',
      'TryPrompt',
      'GetModelStatus',
      'GetModelBudget',
      'SetModelBudget',
    ],
  });
}
