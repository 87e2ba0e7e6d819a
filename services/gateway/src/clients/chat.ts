import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';

type Definition = ReturnType<typeof services.chat>['service'];
export type ChatClient = ServiceClient<Definition>['call'];
export type ChatStreams = ServiceClient<Definition>['stream'];

export function chatClient(address: string, deadlineMs: number): ServiceClient<Definition> {
  return createServiceClient(services.chat(), {
    address,
    deadlineMs,
    // Ask is not here: a retried question would be answered (and paid for) twice.
    idempotent: [
      'History',
      'Clear',
      'GetWidgetConfig',
      'GetWidgetSettings',
      'SetWidgetSettings',
      'GetRatingWeeks',
    ],
  });
}
