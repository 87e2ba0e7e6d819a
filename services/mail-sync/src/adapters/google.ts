import { auth, gmail, type gmail_v1 } from '@googleapis/gmail';
import { AppError } from '@winzmail/platform';
import type { MailConfig } from '../config.js';
import { GrantError } from '../providers/port.js';

/** Google's OAuth client and endpoints (a test points them at a loopback server). */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  certsUrl: string;
  apiUrl: string;
  timeoutMs: number;
  /** Pub/Sub push (users.watch) when set. */
  pubsubTopic?: string;
  pushAudience?: string;
  pushServiceAccount?: string;
}

export function googleSettingsOf(config: MailConfig): GoogleSettings | undefined {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined;
  return {
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    authUrl: config.GOOGLE_AUTH_URL,
    tokenUrl: config.GOOGLE_TOKEN_URL,
    revokeUrl: config.GOOGLE_REVOKE_URL,
    certsUrl: config.GOOGLE_CERTS_URL,
    apiUrl: config.GMAIL_API_URL,
    timeoutMs: config.MAIL_TIMEOUT_MS,
    pubsubTopic: config.GMAIL_PUBSUB_TOPIC,
    pushAudience: config.GMAIL_PUSH_AUDIENCE,
    pushServiceAccount: config.GMAIL_PUSH_SERVICE_ACCOUNT,
  };
}

export type OAuth2Client = InstanceType<typeof auth.OAuth2>;

/** googleapis' own OAuth2 client with our endpoints (the one the Gmail client was built with). */
export const oauthClient = (s: GoogleSettings, redirectUri?: string): OAuth2Client =>
  new auth.OAuth2({
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: s.authUrl,
      oauth2TokenUrl: s.tokenUrl,
      oauth2RevokeUrl: s.revokeUrl,
      oauth2FederatedSignonPemCertsUrl: s.certsUrl,
    },
  });

export const gmailApi = (s: GoogleSettings, client: OAuth2Client): gmail_v1.Gmail =>
  gmail({ version: 'v1', auth: client, rootUrl: s.apiUrl, timeout: s.timeoutMs, retry: false });

/**
 * Read, draft and send — and no more: gmail.readonly lists and reads the inbox and its history;
 * gmail.compose creates drafts and sends. (gmail.modify or full mail access would also allow
 * deleting and relabelling, which Winzmail never does.)
 */
export const GMAIL_SCOPES = [
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.compose',
];

interface GoogleFailure {
  status?: number;
  response?: { status?: number; data?: unknown };
  code?: unknown;
}

/** The HTTP status of a failed Google call (undefined: no answer — network, time-out). */
export function googleStatus(err: unknown): number | undefined {
  const e = err as GoogleFailure;
  const status = e?.response?.status ?? e?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The grant is gone (revoked, expired, the user removed the app): only a reconnect helps. */
export function isRevoked(err: unknown): boolean {
  const data = (err as GoogleFailure)?.response?.data as { error?: unknown } | undefined;
  return data?.error === 'invalid_grant' || googleStatus(err) === 401;
}

/** A failure's words without tokens or request dumps (Google's own error message at most). */
export function googleReason(err: unknown): string {
  const data = (err as GoogleFailure)?.response?.data as
    { error?: { message?: unknown } | string; error_description?: unknown } | undefined;
  const message =
    typeof data?.error === 'object' && typeof data.error.message === 'string'
      ? data.error.message
      : typeof data?.error_description === 'string'
        ? data.error_description
        : typeof data?.error === 'string'
          ? data.error
          : undefined;
  const status = googleStatus(err);
  if (message)
    return `Google answered ${status ?? ''} ${message}`.replace(/\s+/g, ' ').slice(0, 300);
  return status ? `Google answered ${status}` : 'Google did not answer';
}

/** A failed Gmail call in Google's words, never a request dump (the Dashboard's check shows them). */
export function gmailFailure(err: unknown): Error {
  return isRevoked(err)
    ? new GrantError(googleReason(err))
    : new AppError('UNAVAILABLE', googleReason(err));
}
