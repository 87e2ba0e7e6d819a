import { commonEnv, loadConfig, optionalString, port } from '@winzmail/platform';
import { z } from 'zod';
import { parsePrices } from './domain/cost.js';

export const replyEnv = z.object({
  ...commonEnv,
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: port(50054),
  /** knowledge-ingestion, for retrieval (Search). */
  KNOWLEDGE_ADDR: z.string().default('127.0.0.1:50055'),
  /** Passages retrieved per request. */
  RETRIEVAL_K: z.coerce.number().int().min(1).max(50).default(6),
  /**
   * Candidates retrieved, among which the RETRIEVAL_K passages are chosen by meaning (each
   * sentence's relatedness to the question); RETRIEVAL_K or less: retrieval's order alone.
   */
  RETRIEVAL_CANDIDATES: z.coerce.number().int().min(1).max(50).default(20),
  /**
   * auto: the OpenAI-compatible router when OPENAI_BASE_URL or OPENAI_API_KEY is set, else
   * llama.cpp when LLM_MODEL_PATH is set, else the grounded composer.
   */
  LLM_PROVIDER: z.enum(['auto', 'openai', 'llama-cpp', 'composer']).default('auto'),
  OPENAI_BASE_URL: optionalString(),
  OPENAI_API_KEY: optionalString(),
  /** Router model ids per llm_choice, e.g. `deepseek=deepseek/deepseek-chat-v3.1:free,kimi-k2=…`. */
  LLM_MODELS: optionalString(),
  /** One model attempt's time limit before failing over to the next model. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** A GGUF file for the local llama.cpp model. */
  LLM_MODEL_PATH: optionalString(),
  LLM_CONTEXT_SIZE: z.coerce.number().int().min(256).default(4096),
  LLM_THREADS: z.coerce.number().int().min(0).default(0),
  /**
   * Prices of paid models, `model=input/output,…` in US$ per million tokens (the model as the
   * router names it): replies' cost on the Dashboard and the organisations' monthly budgets.
   * Unlisted models cost nothing.
   */
  /**
   * Organisations whose reply style, plan and budget each replica keeps in memory (read models
   * fed by prompt.changed, subscription.changed, budget.changed; a miss reads the store).
   */
  READ_MODELS_CAPACITY: z.coerce.number().int().min(1).default(50_000),
  /**
   * Consumer groups of this replica's read models (`<group>.<topic>`); every replica needs its
   * own (default: host name and process id).
   */
  READ_MODELS_GROUP: optionalString(),
  /** Model usage is added up in memory and written this often (and on stop)… */
  MODEL_USAGE_FLUSH_MS: z.coerce.number().int().min(10).default(1_000),
  /** …or as soon as this many calls wait. */
  MODEL_USAGE_FLUSH_CALLS: z.coerce.number().int().min(1).default(500),
  LLM_PRICES: z
    .string()
    .default('')
    .superRefine((spec, ctx) => {
      try {
        parsePrices(spec);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
});

export type ReplyConfig = z.infer<typeof replyEnv>;

export const loadReplyConfig = (env: NodeJS.ProcessEnv = process.env): ReplyConfig =>
  loadConfig(replyEnv, env);
