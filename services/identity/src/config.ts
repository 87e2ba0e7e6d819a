import { commonEnv, loadConfig, optionalString, port } from '@winzmail/platform';
import { z } from 'zod';

export const identityEnv = z.object({
  ...commonEnv,
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: port(50051),
  /** Ed25519 private key (PKCS8 PEM). Unset: generated once and kept under DATA_DIR. */
  JWT_PRIVATE_KEY: optionalString(),
  JWT_ISSUER: z.string().default('winzmail'),
  JWT_AUDIENCE: z.string().default('winzmail-api'),
  /**
   * Life of an access token. Revocation reaches gateways by event within seconds; this bounds how
   * long a revoked session's token could still be accepted only if that event were lost.
   */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(3600)
    .default(10 * 60),
  /** Life of a session (its refresh token) from sign-in, however often it is refreshed. */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(7 * 24 * 3600),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'hcaptcha', 'recaptcha']).default('altcha'),
  /** HMAC key for ALTCHA challenges. Unset: generated once and kept under DATA_DIR. */
  CAPTCHA_HMAC_KEY: optionalString(),
  CAPTCHA_EXPIRY_SECONDS: z.coerce.number().int().min(1).default(600),
  CAPTCHA_MIN_COUNTER: z.coerce.number().int().min(1).default(10_000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).default(60_000),
  CAPTCHA_SITE_KEY: optionalString(),
  CAPTCHA_SECRET: optionalString(),
  CAPTCHA_VERIFY_URL: optionalString(),
  /** Failed sign-ins allowed per email (and per client address) in the window before 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Per client address it is higher: an office behind one NAT address shares it. */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /**
   * The product's own mail (password-reset and email-change links): smtp://user:pass@host:port
   * (STARTTLS when offered) or smtps://. Unset: those features say the administrator must set it.
   */
  SYSTEM_SMTP_URL: optionalString(),
  /** The From of that mail, e.g. "Winzmail <no-reply@example.com>" (required with the URL). */
  SYSTEM_MAIL_FROM: optionalString(),
  /** Signs account links. Unset: generated once under DATA_DIR (set it for several replicas). */
  ACCOUNT_TOKEN_SECRET: optionalString(),
  /** The product's name in account mail. */
  APP_NAME: z.string().default('Winzmail'),
  /** Password-reset requests allowed per address, and per client address, in the window. */
  PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
});

export type IdentityConfig = z.infer<typeof identityEnv>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig =>
  loadConfig(identityEnv, env);
