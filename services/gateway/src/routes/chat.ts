import cors from 'cors';
import { Router, type RequestHandler } from 'express';
import { invalid, isAppError, readPieces, type Logger } from '@winzmail/platform';
import type { chat, knowledge } from '@winzmail/proto';
import type { ChatClient, ChatStreams } from '../clients/chat.js';
import { RTL_LANGUAGES, uiLanguageOf } from '../domain/ui-language.js';
import { authOf } from '../http/auth.js';
import {
  chatAccess,
  chatCallerOf,
  conversationOf,
  ORG_TOKEN,
  VISITOR_TOKEN,
} from '../http/chat-access.js';
import { askLimits, readLimit, visitorLimit, type ChatLimits } from '../http/chat-limits.js';
import { openEventStream, sendEvent, wantsEventStream } from '../http/sse.js';
import { bodyOf, queryOf, validateBody, validateQuery } from '../http/validate.js';
import {
  AnswerRating,
  ChatAskBody,
  ChatFeedbackBody,
  ChatCleared,
  ChatHandoff,
  ChatHandoffBody,
  ChatHistory,
  ChatHistoryQuery,
  ChatMessage,
  VisitorTokenResponse,
  WidgetConfig,
  WidgetSettings,
} from '../schemas/chat.js';
import { bearerAuth, errorResponses, jsonContent, registry, z } from '../schemas/registry.js';

const staffOrVisitor = [{ [bearerAuth.name]: [] }, {}];
const chatHeaders = (visitor: boolean) =>
  z.object({
    [ORG_TOKEN]: z.string().optional().openapi({
      description: "The website chat: the organisation's id (then no bearer token is needed)",
    }),
    ...(visitor
      ? {
          [VISITOR_TOKEN]: z.string().optional().openapi({
            description: 'With Org-Token: the visitor token from POST /chat/visitor',
          }),
        }
      : {}),
  });

registry.registerPath({
  method: 'post',
  path: '/chat/ask',
  summary: 'Asks the chat a question; the answer is grounded in the organisation’s documents',
  description:
    'Staff (bearer token) or a website visitor (Org-Token and Visitor-Token). With ' +
    '`Accept: text/event-stream` the answer streams as Server-Sent Events: `delta` events ' +
    '({"text"}) as it is written (a sentence or a token at a time), then `done` (the stored ' +
    'ChatMessage, whose response the pieces join to; show it in their place), or `error` ' +
    '({"error"}). ' +
    'Nothing is stored when the answer fails.',
  security: staffOrVisitor,
  request: {
    headers: chatHeaders(true),
    body: { required: true, content: jsonContent(ChatAskBody) },
  },
  responses: {
    200: {
      description: 'The question and its answer, as stored',
      content: {
        ...jsonContent(ChatMessage),
        'text/event-stream': { schema: z.string().openapi({ description: 'delta…, done' }) },
      },
    },
    ...errorResponses(400, 401, 403, 404, 429),
  },
});
registry.registerPath({
  method: 'get',
  path: '/chat/history',
  summary: "The caller's conversation, newest first, a page at a time",
  security: staffOrVisitor,
  request: { headers: chatHeaders(true), query: ChatHistoryQuery },
  responses: {
    200: { description: 'One page and the total', content: jsonContent(ChatHistory) },
    ...errorResponses(400, 401, 403, 404, 429),
  },
});
registry.registerPath({
  method: 'delete',
  path: '/chat/clear',
  summary: "Deletes the caller's conversation (cannot be undone)",
  security: staffOrVisitor,
  request: { headers: chatHeaders(true) },
  responses: {
    200: { description: 'How many messages were deleted', content: jsonContent(ChatCleared) },
    ...errorResponses(401, 403, 404, 429),
  },
});
registry.registerPath({
  method: 'post',
  path: '/chat/feedback',
  summary: "Rates one answer of the caller's conversation: thumbs up or down, with a reason",
  description:
    'Staff (bearer token) or a website visitor (Org-Token and Visitor-Token), only on an ' +
    'answer of their own conversation (any other: 404). Rating again replaces the rating; ' +
    'GET /chat/history shows it. A website visitor may rate a limited number of times an hour ' +
    '(429).',
  security: staffOrVisitor,
  request: {
    headers: chatHeaders(true),
    body: { required: true, content: jsonContent(ChatFeedbackBody) },
  },
  responses: {
    200: { description: 'The rating, as kept', content: jsonContent(AnswerRating) },
    ...errorResponses(400, 401, 403, 404, 429),
  },
});
registry.registerPath({
  method: 'post',
  path: '/chat/handoff',
  summary: "Hands the website visitor's conversation to a person: staff reply by email",
  description:
    'A website visitor (Org-Token and Visitor-Token) leaves one plain email address: the ' +
    "conversation becomes an email in the organisation's Inbox, answered by staff through " +
    "the organisation's mailbox. Nothing else is ever mailed to the address. A few a day per " +
    'visitor, per address and per organisation (429). Staff cannot hand off (403).',
  request: {
    headers: chatHeaders(true),
    body: { required: true, content: jsonContent(ChatHandoffBody) },
  },
  responses: {
    202: { description: 'Passed on', content: jsonContent(ChatHandoff) },
    ...errorResponses(400, 401, 403, 404, 429),
  },
});
registry.registerPath({
  method: 'post',
  path: '/chat/visitor',
  summary: 'Starts a website visitor: a signed token that names its own conversation',
  request: { headers: chatHeaders(false) },
  responses: {
    201: { description: 'The visitor token', content: jsonContent(VisitorTokenResponse) },
    ...errorResponses(400, 403, 404, 429),
  },
});
registry.registerPath({
  method: 'get',
  path: '/chat/widget-config',
  summary: "What the website chat shows: the organisation's name and language",
  request: { headers: chatHeaders(false) },
  responses: {
    200: { description: 'Widget configuration', content: jsonContent(WidgetConfig) },
    ...errorResponses(403, 404),
  },
});
registry.registerPath({
  method: 'get',
  path: '/chat/widget-settings',
  summary: 'The websites allowed to use the organisation’s website chat',
  security: [{ [bearerAuth.name]: [] }],
  responses: {
    200: { description: 'Widget settings', content: jsonContent(WidgetSettings) },
    ...errorResponses(401),
  },
});
registry.registerPath({
  method: 'post',
  path: '/chat/widget-settings',
  summary: 'Sets the websites allowed to use the website chat (empty: any website)',
  security: [{ [bearerAuth.name]: [] }],
  request: { body: { required: true, content: jsonContent(WidgetSettings) } },
  responses: {
    200: { description: 'The saved settings', content: jsonContent(WidgetSettings) },
    ...errorResponses(400, 401),
  },
});

/** A source as the web app and the widget read it (schemas/chat.ts): mapped here, once. */
const chatSource = (s: knowledge.Source__Output) => ({
  number: s.number,
  title: s.heading ? `${s.filename} — ${s.heading}` : s.filename,
  document_id: s.document_id,
  url: s.source_url,
});

const chatMessage = (m: chat.ChatMessage__Output) => ({
  id: m.id,
  message: m.message,
  response: m.response,
  created_at: m.created_at,
  sources: m.sources.map(chatSource),
  ...(m.rating === 'up' || m.rating === 'down' ? { rating: m.rating } : {}),
  abstained: m.abstained,
});

export interface ChatRouteDeps {
  auth: RequestHandler;
  chat: ChatClient;
  streams: ChatStreams;
  /** The organisation's reply language (a read model, widget-languages.ts). */
  languages?: { of(orgId: string): Promise<string> };
  limits: ChatLimits;
  answerDeadlineMs: number;
  logger: Logger;
}

/**
 * The chat calls: the staff chat (bearer token) and the website chat (Org-Token), which any site
 * may call cross-origin — unless the organisation lists the sites allowed. No cookies are used,
 * and the bearer header is not allowed cross-origin.
 */
export function chatRoutes(deps: ChatRouteDeps): Router {
  const { auth, chat } = deps;
  const router = Router();
  const publicCors = cors({
    origin: true,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Accept', ORG_TOKEN, VISITOR_TOKEN],
    exposedHeaders: ['Retry-After', 'RateLimit', 'RateLimit-Policy'],
    maxAge: 600,
  });
  const visitor = chatAccess(auth, { visitorRequired: true });
  const anyone = chatAccess(auth, { visitorRequired: false });
  for (const path of [
    '/chat/ask',
    '/chat/history',
    '/chat/clear',
    '/chat/feedback',
    '/chat/handoff',
    '/chat/visitor',
  ]) {
    router.options(path, publicCors);
  }
  router.options('/chat/widget-config', publicCors);

  router.post(
    '/chat/ask',
    publicCors,
    visitor,
    ...askLimits(deps.limits),
    validateBody(ChatAskBody),
    async (req, res) => {
      const request = {
        conversation: conversationOf(chatCallerOf(res)),
        message: bodyOf(ChatAskBody, res.locals).message,
      };
      const deadline = { deadlineMs: deps.answerDeadlineMs };
      if (!wantsEventStream(req.get('accept'))) {
        res.json(chatMessage(await chat.Ask(request, deadline)));
        return;
      }
      // A visitor who leaves stops the answer (and the model) at once.
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      // Refusals (a missing organisation, a site not allowed, a bad token) arrive before any
      // text: they keep their HTTP status, so the stream opens only with the first event.
      let opened = false;
      const open = () => {
        if (!opened) openEventStream(res);
        opened = true;
      };
      try {
        const done = await readPieces(
          deps.streams.AskStream(request, { ...deadline, signal: abort.signal }),
          (text) => {
            open();
            sendEvent(res, 'delta', { text });
          },
        );
        open();
        sendEvent(res, 'done', chatMessage(done));
      } catch (err) {
        if (!opened) throw err;
        if (!abort.signal.aborted) {
          if (!isAppError(err)) deps.logger.error({ err }, 'chat answer stream failed');
          sendEvent(res, 'error', {
            error: isAppError(err) ? err.message : 'Something went wrong. Please try again.',
          });
        }
      }
      res.end();
    },
  );

  router.get(
    '/chat/history',
    publicCors,
    visitor,
    readLimit(deps.limits),
    validateQuery(ChatHistoryQuery),
    async (_req, res) => {
      const { limit, offset } = queryOf(ChatHistoryQuery, res.locals);
      const page = await chat.History({
        conversation: conversationOf(chatCallerOf(res)),
        limit,
        offset,
      });
      res.set('Cache-Control', 'no-store').json({
        chats: page.chats.map(chatMessage),
        total: page.total,
      });
    },
  );

  router.delete('/chat/clear', publicCors, visitor, readLimit(deps.limits), async (_req, res) => {
    const { deleted } = await chat.Clear({ conversation: conversationOf(chatCallerOf(res)) });
    res.json({ deleted });
  });

  router.post(
    '/chat/feedback',
    publicCors,
    visitor,
    readLimit(deps.limits),
    validateBody(ChatFeedbackBody),
    async (_req, res) => {
      const body = bodyOf(ChatFeedbackBody, res.locals);
      const rated = await chat.RateAnswer({
        conversation: conversationOf(chatCallerOf(res)),
        chat_id: body.chat_id,
        rating: body.rating,
        reason: body.reason,
      });
      res.json({
        chat_id: rated.chat_id,
        rating: body.rating,
        reason: rated.reason,
        rated_at: rated.rated_at,
      });
    },
  );

  router.post(
    '/chat/handoff',
    publicCors,
    visitor,
    readLimit(deps.limits),
    validateBody(ChatHandoffBody),
    async (_req, res) => {
      const body = bodyOf(ChatHandoffBody, res.locals);
      await chat.HandOff({
        conversation: conversationOf(chatCallerOf(res)),
        email: body.email,
        name: body.name,
      });
      res.status(202).json({ handed_off: true });
    },
  );

  router.post('/chat/visitor', publicCors, anyone, visitorLimit(deps.limits), async (_req, res) => {
    const caller = chatCallerOf(res);
    if (!caller.public) throw invalid(`The ${ORG_TOKEN} header is required.`);
    const { visitor_token } = await chat.StartVisitor({
      org_id: caller.orgId,
      origin: caller.origin,
    });
    res.status(201).json({ visitor_token });
  });

  router.get('/chat/widget-config', publicCors, anyone, async (_req, res) => {
    const caller = chatCallerOf(res);
    // chat's refusal (no organisation, a site not allowed) first: only an organisation that
    // exists has its language kept.
    const config = await chat.GetWidgetConfig({
      org_id: caller.orgId,
      origin: caller.origin,
      staff: !caller.public,
    });
    const language = uiLanguageOf((await deps.languages?.of(caller.orgId)) ?? '');
    res
      .set('Cache-Control', 'no-cache')
      .json({ org_name: config.org_name, language, rtl: RTL_LANGUAGES.has(language) });
  });

  router.get('/chat/widget-settings', auth, async (_req, res) => {
    const settings = await chat.GetWidgetSettings({ org_id: authOf(res).orgId });
    res.set('Cache-Control', 'no-store').json({ allowed_origins: settings.allowed_origins });
  });

  router.post('/chat/widget-settings', auth, validateBody(WidgetSettings), async (_req, res) => {
    const orgId = authOf(res).orgId;
    const saved = await chat.SetWidgetSettings({
      org_id: orgId,
      settings: { allowed_origins: bodyOf(WidgetSettings, res.locals).allowed_origins },
    });
    res.json({ allowed_origins: saved.allowed_origins });
  });

  return router;
}
