import { Router, type RequestHandler } from 'express';
import { AppError, isAppError } from '@winzmail/platform';
import type { MailClient } from '../clients/mail.js';
import { authOf } from '../http/auth.js';
import { requireMail } from '../http/require-mail.js';
import { bodyOf, queryOf, validateBody, validateQuery } from '../http/validate.js';
import {
  EmailConfig,
  EmailConfigBody,
  EmailConfigState,
  EmailStats,
  IncomingEmailList,
  IncomingQuery,
  RecentEmailsAnswer,
  ReplyAnswer,
  ReplyBody,
  StatsQuery,
} from '../schemas/email.js';
import { bearerAuth, errorResponses, jsonContent, registry, z } from '../schemas/registry.js';
import { emailConfigView, emailStatsView, incomingEmailView } from './email-views.js';
import { generatedReply } from './prompt.js';

const security = [{ [bearerAuth.name]: [] }];
const unavailable = '503: the mail service is not set up on this server, or does not answer.';
registry.registerPath({
  method: 'get',
  path: '/org/email-config',
  summary: "The organisation's mailbox settings (never the password) and how its watcher is doing",
  description: `configured: false when the organisation has no mailbox yet. ${unavailable}`,
  security,
  responses: {
    200: { description: 'Mailbox settings, or none yet', content: jsonContent(EmailConfigState) },
    ...errorResponses(401, 503),
  },
});
registry.registerPath({
  method: 'post',
  path: '/org/email-config',
  summary: 'Checks the IMAP and SMTP settings against the servers, then saves them',
  description:
    'A blank password keeps the saved one. 400 with the reason when the servers refuse: wrong ' +
    'password, unknown host, TLS failure, timeout, or an address that is not allowed. 409 when ' +
    'auto is chosen while replay falls short of the required agreement.',
  security,
  request: { body: { required: true, content: jsonContent(EmailConfigBody) } },
  responses: {
    200: { description: 'The saved settings', content: jsonContent(EmailConfig) },
    ...errorResponses(400, 401, 409, 503),
  },
});
registry.registerPath({
  method: 'get',
  path: '/org/email/incoming',
  summary: 'Incoming emails, newest first, a page at a time',
  security,
  request: { query: IncomingQuery },
  responses: {
    200: {
      description: 'One page of emails',
      headers: z.object({
        'X-Total-Count': z
          .string()
          .openapi({ description: 'How many emails match the filter, over every page' }),
      }),
      content: jsonContent(IncomingEmailList),
    },
    ...errorResponses(400, 401, 503),
  },
});
registry.registerPath({
  method: 'post',
  path: '/org/email/reply',
  summary: 'Sends a reply to an incoming email, or (reply_text empty) generates one',
  description:
    'A generated reply is returned only: nothing is sent or stored. 404 for an email the ' +
    "caller's organisation does not own; 409 when it was already replied to.",
  security,
  request: { body: { required: true, content: jsonContent(ReplyBody) } },
  responses: {
    200: { description: 'The generated or the sent reply', content: jsonContent(ReplyAnswer) },
    ...errorResponses(400, 401, 404, 409, 503),
  },
});
registry.registerPath({
  method: 'get',
  path: '/api/recent-emails',
  summary: 'Checks the mailbox for new mail now',
  description: '404 when no mailbox is configured.',
  security,
  responses: {
    200: { description: 'The check is done', content: jsonContent(RecentEmailsAnswer) },
    ...errorResponses(401, 404, 503),
  },
});
registry.registerPath({
  method: 'get',
  path: '/org/email/stats',
  summary: 'Counts by status, the last seven days and the AI drafts sent (Inbox and Dashboard)',
  security,
  request: { query: StatsQuery },
  responses: {
    200: { description: 'Email figures', content: jsonContent(EmailStats) },
    ...errorResponses(400, 401, 503),
  },
});

/** Checking a mailbox connects to its servers (IMAP and SMTP, each with mail-sync's timeout). */
const CONNECTING_DEADLINE_MS = 60_000;
/** Generating a reply with a real model may take a while (as /prompt/try). */
const REPLY_DEADLINE_MS = 120_000;

export function emailRoutes(auth: RequestHandler, maybeMail: MailClient | undefined): Router {
  const router = Router();
  // After requireMail, the client is there.
  const mail = maybeMail as MailClient;
  const guard = [auth, requireMail(maybeMail)] as const;

  router.get('/org/email-config', ...guard, async (_req, res) => {
    // mail-sync answers NOT_FOUND while the organisation has no mailbox: here that is a state.
    const answer = await mail.GetEmailConfig({ org_id: authOf(res).orgId }).catch((err) => {
      if (isAppError(err) && err.code === 'NOT_FOUND') return null;
      throw err;
    });
    res
      .set('Cache-Control', 'no-store')
      .json(
        answer?.configured && answer.config
          ? { configured: true, ...emailConfigView(answer.config, answer.mailbox) }
          : { configured: false },
      );
  });

  router.post('/org/email-config', ...guard, validateBody(EmailConfigBody), async (_req, res) => {
    const body = bodyOf(EmailConfigBody, res.locals);
    const answer = await mail.SetEmailConfig(
      { org_id: authOf(res).orgId, config: { ...body, provider: 'imap' } },
      { deadlineMs: CONNECTING_DEADLINE_MS },
    );
    if (!answer.config) throw new AppError('INTERNAL', 'The mail service saved no settings.');
    res.json(emailConfigView(answer.config, answer.mailbox));
  });

  router.get('/org/email/incoming', ...guard, validateQuery(IncomingQuery), async (_req, res) => {
    const query = queryOf(IncomingQuery, res.locals);
    const { emails, total } = await mail.ListIncoming({
      org_id: authOf(res).orgId,
      limit: query.limit,
      offset: query.offset,
      status: query.status ?? '',
    });
    res
      .set({ 'Cache-Control': 'no-store', 'X-Total-Count': String(total) })
      .json(emails.map(incomingEmailView));
  });

  router.post('/org/email/reply', ...guard, validateBody(ReplyBody), async (_req, res) => {
    const body = bodyOf(ReplyBody, res.locals);
    const answer = await mail.Reply(
      { org_id: authOf(res).orgId, email_id: body.email_id, reply_text: body.reply_text },
      { deadlineMs: REPLY_DEADLINE_MS },
    );
    res.json({
      reply: answer.reply,
      sent: answer.sent,
      ...(answer.generated ? { generated: generatedReply(answer.generated) } : {}),
    });
  });

  router.get('/api/recent-emails', ...guard, async (_req, res) => {
    const answer = await mail.FetchRecentEmails(
      { org_id: authOf(res).orgId },
      { deadlineMs: CONNECTING_DEADLINE_MS },
    );
    res.set('Cache-Control', 'no-store').json({ fetched: answer.fetched });
  });

  router.get('/org/email/stats', ...guard, validateQuery(StatsQuery), async (_req, res) => {
    const query = queryOf(StatsQuery, res.locals);
    const stats = await mail.GetEmailStats({
      org_id: authOf(res).orgId,
      utc_offset_minutes: query.utc_offset_minutes,
    });
    res.set('Cache-Control', 'no-store').json(emailStatsView(stats));
  });

  return router;
}
