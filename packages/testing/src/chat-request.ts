import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STYLE, type ChatMessage, type ChatRequest } from '@winzmail/platform/llm';

/**
 * The small local chat model (SmolLM2-135M-Instruct, Q4_1), laid out by
 * scripts/fetch-llm-model.sh, which scripts/ensure.mjs runs before npm test.
 */
export const SMOLLM2_GGUF = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../models/smollm2-135m-instruct/SmolLM2-135M-Instruct.Q4_1.gguf',
);

/**
 * A chat request whose task has no passages, history or sender and the default style: the
 * messages are all a model adapter sees, which is what its tests and benches measure.
 */
export function chatRequest(
  messages: ChatMessage[],
  extra: Partial<ChatRequest> = {},
): ChatRequest {
  return {
    task: {
      kind: 'chat',
      question: messages[messages.length - 1]?.content ?? '',
      subject: '',
      senderName: '',
      history: [],
      passages: [],
      style: DEFAULT_STYLE,
      language: 'en',
    },
    messages,
    ...extra,
  };
}
