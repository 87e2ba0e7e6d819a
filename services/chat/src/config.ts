import { commonEnv, loadConfig, optionalString, port } from '@winzmail/platform';
import { z } from 'zod';

export const chatEnv = z.object({
  ...commonEnv,
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: port(50056),
  REPLY_GENERATION_ADDR: z.string().default('127.0.0.1:50054'),
  /** identity: whether an organisation exists, and its name (the website chat's first check). */
  IDENTITY_ADDR: z.string().default('127.0.0.1:50051'),
  /** How long one answer may take (a remote model may be slow). */
  CHAT_ANSWER_DEADLINE_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Longest question accepted (characters, after trimming). */
  CHAT_MAX_MESSAGE_CHARS: z.coerce.number().int().min(1).default(2000),
  /** Earlier turns given to the model as context. */
  CHAT_CONTEXT_TURNS: z.coerce.number().int().min(0).max(50).default(6),
  /** Thumbs up/down one website visitor may send per hour (staff are not limited). */
  CHAT_RATINGS_PER_VISITOR_HOUR: z.coerce.number().int().min(1).default(60),
  /** Handoffs to a person per UTC day: per visitor, per email address (every organisation), per organisation. */
  CHAT_HANDOFFS_PER_VISITOR_DAY: z.coerce.number().int().min(1).default(2),
  CHAT_HANDOFFS_PER_ADDRESS_DAY: z.coerce.number().int().min(1).default(3),
  CHAT_HANDOFFS_PER_ORG_DAY: z.coerce.number().int().min(1).default(50),
  /**
   * Organisations whose website chat settings each replica keeps in memory (a read model fed by
   * widget.changed; a miss reads the store).
   */
  READ_MODELS_CAPACITY: z.coerce.number().int().min(1).default(50_000),
  /**
   * Consumer groups of this replica's read models (`<group>.<topic>`): every replica needs every
   * widget.changed and org.deleted, so each needs its own (default: host name and process id).
   */
  READ_MODELS_GROUP: optionalString(),
  /**
   * Signs website visitors' tokens (base64, ≥ 32 bytes). Unset: generated once under DATA_DIR
   * (the embedded mode); replicas must share one, so set it in production.
   */
  CHAT_VISITOR_SECRET: optionalString(),
});

export type ChatConfig = z.infer<typeof chatEnv>;

export const loadChatConfig = (env: NodeJS.ProcessEnv = process.env): ChatConfig =>
  loadConfig(chatEnv, env);
