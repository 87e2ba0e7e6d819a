import { z } from 'zod';

/**
 * Config is read from env once at boot, validated by a zod schema and typed from it.
 * Defaults always give the embedded mode: no external servers needed.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

const emptyAsUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

/** An optional string setting where an empty value means "not set". */
export const optionalString = () => z.preprocess(emptyAsUndefined, z.string().optional());
/** An optional URL setting where an empty value means "not set". */
export const optionalUrl = () => z.preprocess(emptyAsUndefined, z.string().url().optional());
export const port = (fallback: number) =>
  z.coerce.number().int().min(0).max(65535).default(fallback);
export const bool = (fallback: boolean) =>
  z
    .preprocess(
      (v) => (v === undefined || v === '' ? undefined : String(v).toLowerCase()),
      z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
    )
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

/** Settings every service shares: where data lives and which adapters to use. */
export const commonEnv = {
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  /** Kafka brokers (comma separated). Unset: the in-process bus. */
  KAFKA_BROKERS: optionalString(),
  KAFKA_PARTITIONS: z.coerce.number().int().min(1).default(3),
  /** Prefix of topic and group names (several environments on one cluster). */
  KAFKA_TOPIC_PREFIX: z.string().default(''),
  /** MongoDB URL. Unset: the embedded document store under DATA_DIR. */
  MONGODB_URL: optionalString(),
  /** Each service uses the database `<prefix><service>`. */
  MONGODB_DATABASE_PREFIX: z.string().default('winzmail-'),
  BUS_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  BUS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(200),
  /** The outbox relay's fallback scan (writes wake it at once; this finds other replicas' events). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(5_000),
  GRPC_DEADLINE_MS: z.coerce.number().int().min(1).default(10_000),
};

export const commonSchema = z.object(commonEnv);
export type CommonConfig = z.infer<typeof commonSchema>;
