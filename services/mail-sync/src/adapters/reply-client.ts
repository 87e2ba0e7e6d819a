import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';

type Definition = ReturnType<typeof services.replyGeneration>['service'];
export type ReplyGenerationClient = ServiceClient<Definition>;

/**
 * reply-generation, for the Inbox's Generate. A model on a busy machine may take a minute or
 * more to write, so the deadline is generous; the call is never retried (it costs a model call).
 */
export function replyGenerationClient(
  address: string,
  deadlineMs = 120_000,
): ReplyGenerationClient {
  return createServiceClient(services.replyGeneration(), { address, deadlineMs });
}
