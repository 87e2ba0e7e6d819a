import { hostname } from 'node:os';
import {
  runService,
  systemClock,
  type RunningService,
  type SharedAdapters,
} from '@winzmail/platform';
import {
  isLlmChoice,
  openChatModel,
  type ChatModel,
  type ChatModelSettings,
  type LlmChoice,
} from '@winzmail/platform/llm';
import { knowledgeClient } from './adapters/knowledge.js';
import { UsageCounter } from './adapters/usage-counter.js';
import { tracedModel } from './adapters/traced-model.js';
import { Budgets } from './budgets.js';
import { parsePrices } from './domain/cost.js';
import { EmailReplies } from './email-replies.js';
import { Entitlements } from './entitlements.js';
import { subscribeEvents, subscribeReadModels } from './events.js';
import { eraseOrg } from './org-erasure.js';
import { exportOrg } from './org-export.js';
import { openRepos } from './adapters/repositories.js';
import type { ReplyConfig } from './config.js';
import { Prompts } from './prompts.js';
import { Replies } from './replies.js';
import { Replay } from './replay.js';
import { replyRpc } from './rpc.js';

export const SERVICE = 'reply-generation';

/**
 * How long a read model's value is trusted without an event: the longest a lost event (the bus
 * down) leaves a replica on an old reply style, plan or budget.
 */
const READ_MODEL_MAX_AGE_MS = 5 * 60_000;

/** The composer's model id (GroundedComposer.id). */
const COMPOSER = 'grounded-composer';

export interface ReplyOptions {
  /** The model that writes (default: the one the configuration names). */
  model?: ChatModel;
}

/**
 * Wires the store, the knowledge client and the model; consumes mail.received and serves the gRPC
 * API.
 */
export function start(
  config: ReplyConfig,
  shared: SharedAdapters = {},
  options: ReplyOptions = {},
): Promise<RunningService> {
  return runService(SERVICE, config, shared, async ({ logger, store, bus, outbox }) => {
    const repos = await openRepos(store);
    outbox.watch(repos.generated);
    outbox.watch(repos.prompts);
    outbox.watch(repos.budgets);
    const model =
      options.model ?? (await openChatModel(modelSettings(config, (m) => logger.info(m))));
    // Every call is traced (model.complete), whichever model writes it.
    const writer = tracedModel(model);
    // A spent budget hands the writing to the composer, which costs nothing.
    const fallback =
      model.id === COMPOSER ? writer : tracedModel(await openChatModel({ provider: 'composer' }));
    const knowledge = knowledgeClient(config.KNOWLEDGE_ADDR);
    const keep = { capacity: config.READ_MODELS_CAPACITY, maxAgeMs: READ_MODEL_MAX_AGE_MS };
    const prompts = new Prompts(repos.prompts, outbox, keep);
    const entitlements = new Entitlements(repos.entitlements, keep);
    const usage = new UsageCounter(repos.usage, {
      flushMs: config.MODEL_USAGE_FLUSH_MS,
      flushCalls: config.MODEL_USAGE_FLUSH_CALLS,
      logger,
    });
    const budgets = new Budgets({
      budgets: repos.budgets,
      usage: repos.usage,
      counter: usage,
      outbox,
      ...keep,
      spentMaxAgeMs: config.MODEL_USAGE_FLUSH_MS,
      prices: parsePrices(config.LLM_PRICES),
      model: writer,
      fallback,
      choiceOf: async (orgId) => (await prompts.settings(orgId)).llmChoice,
      now: systemClock,
    });
    const replies = new Replies({
      prompts,
      knowledge,
      model: writer,
      budgets,
      usage,
      retrievalK: config.RETRIEVAL_K,
      retrievalCandidates: config.RETRIEVAL_CANDIDATES,
      logger,
      entitlements,
    });
    const emailReplies = new EmailReplies({
      replies,
      generated: repos.generated,
      outbox,
      logger,
    });
    const readModels = await subscribeReadModels(
      bus,
      config.READ_MODELS_GROUP ?? `${SERVICE}-${hostname()}-${process.pid}`,
      { prompts, entitlements, budgets, usage },
    );
    const consumers = [
      ...readModels,
      ...(await subscribeEvents(bus, emailReplies, entitlements, async (orgId) => {
        usage.dropOrg(orgId);
        await eraseOrg(repos, orgId);
      }).catch(async (err: unknown) => {
        await Promise.all(readModels.map((s) => s.stop()));
        throw err;
      })),
    ];
    return {
      bindings: [
        replyRpc(prompts, replies, new Replay({ replies, knowledge, logger }), budgets, (orgId) =>
          exportOrg({ repos, prompts, usage }, orgId),
        ),
      ],
      consumers,
      onStop: [
        // After the gRPC server: the last answers' usage is written before the store closes.
        () => usage.stop(),
        async () => knowledge.close(),
        // A model passed in belongs to the caller, who closes it.
        async () => {
          if (!options.model) await model.close?.();
        },
      ],
    };
  });
}

/** The model settings from env: provider, router URL and key, per-choice ids, local GGUF. */
export function modelSettings(
  config: ReplyConfig,
  log: (message: string) => void,
): ChatModelSettings {
  const models: Partial<Record<LlmChoice, string>> = {};
  // LLM_MODELS: "deepseek=deepseek/deepseek-chat-v3.1:free,kimi-k2=moonshotai/kimi-k2:free".
  for (const pair of (config.LLM_MODELS ?? '').split(',')) {
    const [choice, id] = pair.split('=').map((s) => s.trim());
    if (choice && id && isLlmChoice(choice)) models[choice] = id;
  }
  return {
    provider: config.LLM_PROVIDER,
    openai: {
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      models,
      timeoutMs: config.LLM_TIMEOUT_MS,
    },
    llamaCpp: {
      modelPath: config.LLM_MODEL_PATH,
      contextSize: config.LLM_CONTEXT_SIZE,
      threads: config.LLM_THREADS || undefined,
    },
    log,
  };
}
