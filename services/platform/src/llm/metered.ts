import { recordModelCall } from '../metrics/llm.js';
import type { ChatCompletion, ChatModel, ChatRequest } from './port.js';

/**
 * The chat model with its metrics: each call's duration, outcome and tokens, under the model that
 * answered (after failover) or, when none did, the adapter's id. A decorator, so every adapter is
 * measured the same way and none of them knows about it.
 */
export function meteredChatModel(model: ChatModel): ChatModel {
  const metered: ChatModel = {
    id: model.id,
    async complete(request: ChatRequest): Promise<ChatCompletion> {
      const started = performance.now();
      try {
        const completion = await model.complete(request);
        recordModelCall(completion.model, 'ok', seconds(started), completion.usage);
        return completion;
      } catch (err) {
        recordModelCall(model.id, 'error', seconds(started));
        throw err;
      }
    },
  };
  if (model.status) metered.status = (choice) => model.status!(choice);
  if (model.close) metered.close = () => model.close!();
  if (model.writesIn) metered.writesIn = (language) => model.writesIn!(language);
  return metered;
}

const seconds = (started: number): number => (performance.now() - started) / 1000;
