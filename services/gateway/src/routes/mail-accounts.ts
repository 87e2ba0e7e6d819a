import { Router, type Request, type RequestHandler } from 'express';
import { AppError } from '@winzmail/platform';
import type { MailClient } from '../clients/mail.js';
import { authOf } from '../http/auth.js';
import { requireMail } from '../http/require-mail.js';
import { bodyOf, queryOf, validateBody, validateQuery } from '../http/validate.js';
import { EmailConfig } from '../schemas/email.js';
import {
  ConnectedEmail,
  DeviceCodeCompletion,
  DeviceCodeSession,
  GmailAuthorization,
  GmailCallbackQuery,
  GmailInitiateQuery,
  MailProviders,
  OutlookEmailConfig,
  ReplyModeBody,
} from '../schemas/mail-accounts.js';
import { bearerAuth, errorResponses, jsonContent, registry, z } from '../schemas/registry.js';
import { emailConfigView } from './email-views.js';

const security = [{ [bearerAuth.name]: [] }];
registry.registerPath({
  method: 'get',
  path: '/gmail/initiate',
  summary: "Starts connecting a Gmail mailbox: the URL of Google's consent page",
  description:
    "OAuth 2.0 web-server flow with PKCE, offline access and a signed, single-use state bound to the caller's organisation. 409 when Gmail is not set up on this server.",
  security,
  request: { query: GmailInitiateQuery },
  responses: {
    200: { description: 'Where to send the browser', content: jsonContent(GmailAuthorization) },
    ...errorResponses(400, 401, 409, 503),
  },
});
registry.registerPath({
  method: 'get',
  path: '/gmail/callback',
  summary: 'Where Google returns the browser after consent (not called by the web app)',
  description:
    'Exchanges the code, stores the grant encrypted and redirects (303) to /dashboard?gmail=connected, ' +
    'or ?gmail=failed when the user declined or the state is forged, replayed, foreign or expired.',
  request: { query: GmailCallbackQuery },
  responses: {
    303: { description: 'Back to the dashboard with the outcome' },
    ...errorResponses(400),
  },
});
registry.registerPath({
  method: 'post',
  path: '/gmail/push',
  summary: "Gmail's Pub/Sub push: a connected mailbox has new mail (not called by the web app)",
  description: "The push's Google-signed bearer token is verified; 401 when it is not valid.",
  responses: { 204: { description: 'Accepted' }, ...errorResponses(400, 401) },
});
registry.registerPath({
  method: 'get',
  path: '/api/fetch-emails',
  summary: "Starts Outlook's device-code sign-in",
  description: '409 when Outlook is not set up on this server.',
  security,
  responses: {
    200: { description: 'The code to enter at Microsoft', content: jsonContent(DeviceCodeSession) },
    ...errorResponses(401, 409, 503),
  },
});
registry.registerPath({
  method: 'post',
  path: '/api/fetch-emails',
  summary: 'Completes the Outlook sign-in once the user entered the code at Microsoft',
  description:
    "409 when the sign-in is not complete yet (try again after finishing it); 404 for a device code the caller's organisation did not start; 400 when it expired.",
  security,
  request: { body: { required: true, content: jsonContent(DeviceCodeCompletion) } },
  responses: {
    200: { description: 'The connected account', content: jsonContent(ConnectedEmail) },
    ...errorResponses(400, 401, 404, 409, 503),
  },
});
registry.registerPath({
  method: 'get',
  path: '/mail-providers',
  summary:
    'Which mailbox sign-ins this server offers, and the settings that turn each on (the web app ' +
    'shows the others disabled with the reason)',
  security,
  responses: {
    200: { description: 'Offered providers', content: jsonContent(MailProviders) },
    ...errorResponses(401, 503),
  },
});
registry.registerPath({
  method: 'get',
  path: '/org/outlook-email-config',
  summary: "The organisation's Outlook-plugin account (connected only when email_address is set)",
  security,
  responses: {
    200: { description: 'The account', content: jsonContent(OutlookEmailConfig) },
    ...errorResponses(401, 503),
  },
});
registry.registerPath({
  method: 'put',
  path: '/org/email-config/reply-mode',
  summary:
    'Sets the reply mode of the mailbox (any provider; the only setting of Gmail and Outlook)',
  description:
    '409 with the reason when auto is chosen while the mailbox falls short of the agreement on ' +
    'replay the organisation requires (PUT /org/replay/minimum).',
  security,
  request: { body: { required: true, content: jsonContent(ReplyModeBody) } },
  responses: {
    200: { description: 'The mailbox settings', content: jsonContent(EmailConfig) },
    ...errorResponses(400, 401, 404, 409, 503),
  },
});

/**
 * The environment variables of mail-sync (its config.ts) that turn each sign-in on: the web app
 * names them to administrators beside a provider this server does not offer.
 */
const PROVIDER_SETTINGS = {
  gmail: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  outlook: ['MICROSOFT_CLIENT_ID'],
};

/** Signing in at Microsoft and checking the grant may take a few round trips. */
const SIGN_IN_DEADLINE_MS = 30_000;

export interface MailAccountPaths {
  /** The product's path prefix (/winzmail): the callback redirects to its dashboard. */
  basePath: string;
  /** The API's path (/winzmail/api) — the callback's own URL is built from it. */
  apiBase: string;
  /** The public URL (PUBLIC_URL), else the request's own origin is used. */
  publicUrl?: string;
}

/** Connecting Gmail (OAuth redirect) and Outlook (device code); Gmail's push endpoint. */
export function mailAccountRoutes(
  auth: RequestHandler,
  maybeMail: MailClient | undefined,
  paths: MailAccountPaths,
): Router {
  const router = Router();
  const mail = maybeMail as MailClient;
  const guard = [auth, requireMail(maybeMail)] as const;
  // Google must see the same redirect_uri at consent and at the exchange; the state binds it too.
  const callbackUri = (req: Request): string =>
    paths.publicUrl
      ? `${paths.publicUrl.replace(/\/+$/, '')}/api/gmail/callback`
      : `${req.protocol}://${req.get('host') ?? 'localhost'}${paths.apiBase}/gmail/callback`;

  router.get('/gmail/initiate', ...guard, validateQuery(GmailInitiateQuery), async (req, res) => {
    const query = queryOf(GmailInitiateQuery, res.locals);
    const answer = await mail.InitiateGmail({
      org_id: authOf(res).orgId,
      email: query.email ?? '',
      redirect_uri: callbackUri(req),
    });
    res.set('Cache-Control', 'no-store').json({ auth_url: answer.auth_url });
  });

  router.get('/gmail/callback', validateQuery(GmailCallbackQuery), async (req, res) => {
    const query = queryOf(GmailCallbackQuery, res.locals);
    let outcome = 'connected';
    if (!mail) outcome = 'failed';
    else
      try {
        await mail.CompleteGmail(
          {
            code: query.code ?? '',
            state: query.state ?? '',
            error: query.error ?? '',
            redirect_uri: callbackUri(req),
          },
          { deadlineMs: SIGN_IN_DEADLINE_MS },
        );
      } catch {
        // The browser is on its way back: the outcome goes in the URL (mail-sync logs why).
        outcome = query.error === 'access_denied' ? 'declined' : 'failed';
      }
    res
      .set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
      .redirect(303, `${paths.basePath}/dashboard?gmail=${outcome}`);
  });

  router.post('/gmail/push', requireMail(maybeMail), async (req, res) => {
    const body = z
      .object({ message: z.object({ data: z.string().max(10_000) }) })
      .safeParse(req.body);
    if (!body.success) throw new AppError('INVALID_ARGUMENT', 'Not a Pub/Sub push message.');
    await mail.GmailPush({
      authorization: req.get('authorization') ?? '',
      data: body.data.message.data,
    });
    res.status(204).end();
  });

  router.get('/api/fetch-emails', ...guard, async (_req, res) => {
    const s = await mail.StartOutlookDeviceAuth(
      { org_id: authOf(res).orgId },
      { deadlineMs: SIGN_IN_DEADLINE_MS },
    );
    res.set('Cache-Control', 'no-store').json({
      device_code: s.device_code,
      user_code: s.user_code,
      verification_uri: s.verification_uri,
      expires_in: s.expires_in,
      message: s.message,
    });
  });

  router.post(
    '/api/fetch-emails',
    ...guard,
    validateBody(DeviceCodeCompletion),
    async (_req, res) => {
      const body = bodyOf(DeviceCodeCompletion, res.locals);
      const answer = await mail.CompleteOutlookDeviceAuth(
        { org_id: authOf(res).orgId, device_code: body.device_code, type: body.type },
        { deadlineMs: SIGN_IN_DEADLINE_MS },
      );
      res.set('Cache-Control', 'no-store').json({ email: answer.email_address });
    },
  );

  router.get('/mail-providers', ...guard, async (_req, res) => {
    const p = await mail.GetMailProviders({});
    res
      .set('Cache-Control', 'no-store')
      .json({ gmail: p.gmail, outlook: p.outlook, settings: PROVIDER_SETTINGS });
  });

  router.get('/org/outlook-email-config', ...guard, async (_req, res) => {
    const answer = await mail.GetOutlookEmailConfig({ org_id: authOf(res).orgId });
    res.set('Cache-Control', 'no-store').json({ email_address: answer.email_address });
  });

  router.put(
    '/org/email-config/reply-mode',
    ...guard,
    validateBody(ReplyModeBody),
    async (_req, res) => {
      const body = bodyOf(ReplyModeBody, res.locals);
      const answer = await mail.SetReplyMode({
        org_id: authOf(res).orgId,
        reply_mode: body.reply_mode,
      });
      if (!answer.config) throw new AppError('INTERNAL', 'The mail service saved no settings.');
      res.json(emailConfigView(answer.config, answer.mailbox));
    },
  );

  return router;
}
