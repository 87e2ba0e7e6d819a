import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commonEnv, loadConfig, optionalString, port } from '@winzmail/platform';
import { z } from 'zod';

// The repository root, from services/gateway/{src,dist}/config.*
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const gatewayEnv = z.object({
  ...commonEnv,
  HOST: z.string().default('0.0.0.0'),
  PORT: port(8080),
  /** Where the product is served; the API is under `${BASE_PATH}/api`. */
  BASE_PATH: z
    .string()
    .regex(/^\/[a-z0-9-]+$/)
    .default('/winzmail'),
  PUBLIC_URL: optionalString(),
  IDENTITY_ADDR: z.string().default('127.0.0.1:50051'),
  BILLING_ADDR: z.string().default('127.0.0.1:50052'),
  MAIL_SYNC_ADDR: optionalString(),
  REPLY_GENERATION_ADDR: optionalString(),
  KNOWLEDGE_ADDR: optionalString(),
  /** Largest document upload (spec: 10 MB); the knowledge service enforces it too. */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  CHAT_ADDR: optionalString(),
  /** How long one chat answer may take (a remote model may be slow). */
  CHAT_ANSWER_DEADLINE_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Website chat questions per minute: per visitor, per address, per organisation. */
  CHAT_RATE_PER_VISITOR: z.coerce.number().int().min(1).default(10),
  CHAT_RATE_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  CHAT_RATE_PER_ORG: z.coerce.number().int().min(1).default(300),
  /** New website visitors per hour from one address. */
  CHAT_NEW_VISITORS_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  /** Staff chat questions per minute per organisation. */
  CHAT_RATE_STAFF_PER_ORG: z.coerce.number().int().min(1).default(120),
  /**
   * Organisations whose plan the gateway keeps in memory (a miss asks billing), and whose website
   * chat language it keeps (a miss asks reply-generation).
   */
  ORG_PLANS_CAPACITY: z.coerce.number().int().min(1).default(50_000),
  /**
   * Consumer group of this replica's subscription.changed reader (its session.revoked and
   * prompt.changed readers add `.sessions`, `.prompts`); every replica needs its own (default:
   * host name and process id).
   */
  ORG_PLANS_GROUP: optionalString(),
  STATIC_DIR: z.string().default(resolve(ROOT, 'frontend/dist')),
  WIDGET_DIR: z.string().default(resolve(ROOT, 'widget/dist')),
  JSON_LIMIT: z.string().default('100kb'),
  /** Express "trust proxy" (hops or subnets) so rate limits see the client address. */
  TRUST_PROXY: z.string().default('loopback'),
  /** The contact address the Contact page publishes; none (empty) unless an operator sets one. */
  SUPPORT_EMAIL: z.string().trim().default(''),
  SUPPORT_PHONE: z.string().default(''),
  APP_NAME: z.string().default('Winzmail'),
});

export type GatewayConfig = z.infer<typeof gatewayEnv>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayEnv, env);
