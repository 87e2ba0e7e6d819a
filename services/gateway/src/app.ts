import type { Client } from '@grpc/grpc-js';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from '@winzmail/platform';
import type { BillingClient } from './clients/billing.js';
import type { ChatClient, ChatStreams } from './clients/chat.js';
import type { ExportSource } from './clients/exports.js';
import type { IdentityClient } from './clients/identity.js';
import type { KnowledgeClient } from './clients/knowledge.js';
import type { MailClient } from './clients/mail.js';
import type { ReplyClient } from './clients/reply.js';
import type { GatewayConfig } from './config.js';
import { accessLog } from './http/access-log.js';
import { requireAuth, TokenVerifier } from './http/auth.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { jsonBody } from './http/json-body.js';
import { httpMetrics } from './http/metrics.js';
import { requestScope } from './http/request-scope.js';
import { spa, widgetScript } from './http/static.js';
import { openApiDocument } from './openapi.js';
import type { OrgPlans } from './org-plans.js';
import type { RevokedSessions } from './revoked-sessions.js';
import { accountRoutes } from './routes/account.js';
import { authRoutes } from './routes/auth.js';
import { automationStatusRoutes } from './routes/automation-status.js';
import { billingRoutes, stripeWebhook } from './routes/billing.js';
import { chatRoutes } from './routes/chat.js';
import { documentRoutes } from './routes/documents.js';
import { knowledgeGapRoutes } from './routes/knowledge-gaps.js';
import { emailRoutes } from './routes/email.js';
import { replayRoutes } from './routes/replay.js';
import { outcomeRoutes } from './routes/outcomes.js';
import { healthRoutes } from './routes/health.js';
import { mailAccountRoutes } from './routes/mail-accounts.js';
import { orgRoutes } from './routes/org.js';
import { orgDataRoutes } from './routes/org-data.js';
import { orgExportRoutes } from './routes/org-export.js';
import { orgUserRoutes } from './routes/org-users.js';
import { planRoutes } from './routes/plans.js';
import { promptRoutes } from './routes/prompt.js';
import { publicConfigRoutes } from './routes/public-config.js';
import { sessionRoutes } from './routes/sessions.js';
import type { WidgetLanguages } from './widget-languages.js';

export interface GatewayClients {
  identity: IdentityClient;
  billing: BillingClient;
  /** Present when KNOWLEDGE_ADDR is set. */
  knowledge?: KnowledgeClient;
  /** Present when REPLY_GENERATION_ADDR is set. */
  reply?: ReplyClient;
  /** Present when MAIL_SYNC_ADDR is set (without it the email routes answer 503). */
  mail?: MailClient;
  /** Present when CHAT_ADDR is set. */
  chat?: { call: ChatClient; stream: ChatStreams };
  /** Raw channels, for readiness checks. */
  channels: Record<string, Client>;
  /** The services that stream their part of GET /org/export. */
  exports?: readonly ExportSource[];
}

/** Read models the gateway keeps from events. */
export interface GatewayReadModels {
  orgPlans: OrgPlans;
  revokedSessions: RevokedSessions;
  /** The website chat's language per organisation (with the reply service). */
  widgetLanguages?: WidgetLanguages;
}

export function createApp(
  config: GatewayConfig,
  clients: GatewayClients,
  models: GatewayReadModels,
  logger: Logger,
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const base = config.BASE_PATH;
  const apiBase = `${base}/api`;

  app.use(accessLog(logger), httpMetrics(), requestScope);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The ALTCHA widget solves its proof-of-work in workers created from blob: URLs.
          'worker-src': ["'self'", 'blob:'],
          'img-src': ["'self'", 'data:'],
        },
      },
    }),
  );

  const api = express.Router();
  // Answers may carry a signed-in user's data: never kept by the browser or a proxy (a route
  // whose answer is public and the same for everyone sets its own caching).
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Before the JSON parser: Stripe signs the raw body.
  api.post('/billing/webhook', ...stripeWebhook(clients.billing));
  api.use(jsonBody(config.JSON_LIMIT));
  const verifier = new TokenVerifier(clients.identity, models.revokedSessions);
  const auth = requireAuth(verifier);
  const openapi = openApiDocument(apiBase);
  api.get('/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  api.use(healthRoutes(clients.channels));
  api.use(publicConfigRoutes(config, clients.identity));
  const refreshCookie = { cookiePath: `${apiBase}/auth` };
  api.use(authRoutes(clients.identity, refreshCookie));
  api.use(sessionRoutes(clients.identity, verifier, models.revokedSessions, auth, refreshCookie));
  api.use(
    accountRoutes({
      auth,
      identity: clients.identity,
      revoked: models.revokedSessions,
      cookie: refreshCookie,
      config,
    }),
  );
  api.use(planRoutes(clients.billing));
  api.use(
    billingRoutes(auth, clients.billing, {
      basePath: base,
      ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
    }),
  );
  api.use(orgRoutes(auth, clients.identity, models.orgPlans));
  api.use(
    orgDataRoutes({
      auth,
      identity: clients.identity,
      revoked: models.revokedSessions,
      cookie: refreshCookie,
    }),
  );
  api.use(
    orgExportRoutes({
      auth,
      identity: clients.identity,
      sources: clients.exports ?? [],
      logger,
    }),
  );
  api.use(orgUserRoutes(auth, clients.identity, models.orgPlans));
  if (clients.knowledge) {
    api.use(documentRoutes(auth, clients.knowledge, { maxUploadBytes: config.MAX_UPLOAD_BYTES }));
    api.use(knowledgeGapRoutes(auth, clients.knowledge));
  }
  if (clients.reply) api.use(promptRoutes(auth, clients.reply, models.widgetLanguages));
  api.use(emailRoutes(auth, clients.mail));
  api.use(replayRoutes(auth, clients.mail));
  api.use(
    mailAccountRoutes(auth, clients.mail, {
      basePath: base,
      apiBase,
      publicUrl: config.PUBLIC_URL,
    }),
  );
  api.use(automationStatusRoutes(auth, clients));
  api.use(
    outcomeRoutes(auth, {
      ...(clients.mail ? { mail: clients.mail } : {}),
      ...(clients.reply ? { reply: clients.reply } : {}),
      ...(clients.chat ? { chat: clients.chat.call } : {}),
    }),
  );
  if (clients.chat) {
    api.use(
      chatRoutes({
        auth,
        chat: clients.chat.call,
        streams: clients.chat.stream,
        ...(models.widgetLanguages ? { languages: models.widgetLanguages } : {}),
        limits: {
          perVisitor: config.CHAT_RATE_PER_VISITOR,
          perAddress: config.CHAT_RATE_PER_ADDRESS,
          perOrg: config.CHAT_RATE_PER_ORG,
          visitorsPerAddress: config.CHAT_NEW_VISITORS_PER_ADDRESS,
          staffPerOrg: config.CHAT_RATE_STAFF_PER_ORG,
        },
        answerDeadlineMs: config.CHAT_ANSWER_DEADLINE_MS,
        logger,
      }),
    );
  }
  api.use(apiNotFound);
  api.use(errorHandler(logger));
  app.use(apiBase, api);

  app.get('/', (_req, res) => res.redirect(`${base}/`));
  app.get(`${base}/widget.js`, widgetScript(config.WIDGET_DIR));
  app.use(base, spa(config.STATIC_DIR));
  app.use(errorHandler(logger));
  return app;
}
