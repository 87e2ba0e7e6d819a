import { createServiceClient, readPieces, type ServiceClient } from '@winzmail/platform';
import { services, type replyGeneration } from '@winzmail/proto';

type Definition = ReturnType<typeof services.replyGeneration>['service'];

export interface Answers {
  /** The grounded answer; `onText` receives it as it is written (streaming). */
  answer(
    request: replyGeneration.AnswerRequest,
    onText?: (delta: string) => void,
    signal?: AbortSignal,
  ): Promise<replyGeneration.GeneratedText__Output>;
  close(): void;
}

/** reply-generation's Answer and AnswerStream over gRPC. */
export function answersClient(address: string, deadlineMs: number): Answers {
  const client: ServiceClient<Definition> = createServiceClient(services.replyGeneration(), {
    address,
    deadlineMs,
  });
  return {
    answer: async (request, onText, signal) => {
      if (!onText) return client.call.Answer(request);
      return readPieces(client.stream.AnswerStream(request, signal ? { signal } : {}), onText);
    },
    close: () => client.close(),
  };
}
