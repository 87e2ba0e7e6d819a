import { runService, type RunningService, type SharedAdapters } from '@winzmail/platform';
import type { ChatModel } from '@winzmail/platform/llm';
import { knowledgeClient } from './adapters/knowledge.js';
import { openRepos } from './adapters/repositories.js';
import type { ReplyConfig } from './config.js';
import { Prompts } from './prompts.js';
import { Replies } from './replies.js';
import { replyRpc } from './rpc.js';

export const SERVICE = 'reply-generation';

export interface ReplyOptions {
  /** The model that writes (default: the one the configuration names). */
  model?: ChatModel;
}

/** Wires the store, the knowledge client and the model, and serves the gRPC API. */
export function start(
  config: ReplyConfig,
  shared: SharedAdapters = {},
  options: ReplyOptions = {},
): Promise<RunningService> {
  return runService(SERVICE, config, shared, async ({ logger, store }) => {
    const repos = await openRepos(store);
    const model = options.model ?? defaultModel();
    const knowledge = knowledgeClient(config.KNOWLEDGE_ADDR);
    const prompts = new Prompts(repos.prompts);
    const replies = new Replies({
      prompts,
      knowledge,
      model,
      usage: repos.usage,
      retrievalK: config.RETRIEVAL_K,
      logger,
    });
    return {
      bindings: [replyRpc(prompts, replies)],
      onStop: [
        async () => knowledge.close(),
        // A model passed in belongs to the caller, who closes it.
        async () => {
          if (!options.model) await model.close?.();
        },
      ],
    };
  });
}

/** Until the platform opens a model from config (llm/open.ts), one must be passed in. */
function defaultModel(): ChatModel {
  throw new Error('reply-generation: no ChatModel given (start(config, shared, { model })).');
}
