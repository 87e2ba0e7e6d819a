import { Router, type RequestHandler } from 'express';
import type { knowledge, replyGeneration } from '@winzmail/proto';
import type { ReplyClient } from '../clients/reply.js';
import { authOf } from '../http/auth.js';
import { bodyOf, validateBody } from '../http/validate.js';
import { GeneratedReply, PromptConfig, PromptFields, PromptTryBody } from '../schemas/prompt.js';
import { bearerAuth, errorResponses, jsonContent, registry } from '../schemas/registry.js';

registry.registerPath({
  method: 'get',
  path: '/prompt/',
  summary: "The organisation's reply style (the spec's defaults until it is saved)",
  security: [{ [bearerAuth.name]: [] }],
  responses: {
    200: { description: 'Reply style', content: jsonContent(PromptConfig) },
    ...errorResponses(401),
  },
});
registry.registerPath({
  method: 'post',
  path: '/prompt/set',
  summary: 'Saves the reply style; fields left out keep their values',
  security: [{ [bearerAuth.name]: [] }],
  request: { body: { content: jsonContent(PromptFields) } },
  responses: {
    200: { description: 'The saved reply style', content: jsonContent(PromptConfig) },
    ...errorResponses(400, 401),
  },
});
registry.registerPath({
  method: 'post',
  path: '/prompt/try',
  summary: 'Answers a sample email with unsaved style settings (not saved; nothing is sent)',
  security: [{ [bearerAuth.name]: [] }],
  request: { body: { content: jsonContent(PromptTryBody) } },
  responses: {
    200: { description: 'The reply it would draft', content: jsonContent(GeneratedReply) },
    ...errorResponses(400, 401),
  },
});

/** The REST shape of a passage a reply cites (its text is the public `excerpt`). */
export const replySource = (s: knowledge.Source__Output) => ({
  document_id: s.document_id,
  filename: s.filename,
  heading: s.heading,
  chunk_id: s.chunk_id,
  number: s.number,
  excerpt: s.text,
});

/** The REST shape of a generated reply (the usage figures stay inside). */
export function generatedReply(g: replyGeneration.GeneratedText__Output) {
  return {
    text: g.text,
    sources: g.sources.map(replySource),
    model: g.model,
    grounded: g.grounded,
    abstained: g.abstained,
    screening: { passed: g.screening?.passed ?? false, flags: g.screening?.flags ?? [] },
    language: g.language,
    sender_language: g.sender_language,
    language_note: g.language_note,
    relevance: g.relevance,
    units_left: g.units_left,
  };
}

export function promptRoutes(
  auth: RequestHandler,
  reply: ReplyClient,
  /** The website chat's languages this replica keeps (widget-languages.ts). */
  languages?: { changed(orgId: string): void },
): Router {
  const router = Router();
  router.get('/prompt', auth, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await reply.GetPrompt({ org_id: authOf(res).orgId }));
  });
  router.post('/prompt/set', auth, validateBody(PromptFields), async (_req, res) => {
    const config = bodyOf(PromptFields, res.locals);
    const orgId = authOf(res).orgId;
    const saved = await reply.SetPrompt({
      org_id: orgId,
      config: { ...config, org_id: orgId },
      set_fields: Object.keys(config),
    });
    // The widget on this replica shows the new language at once; on the others, on prompt.changed.
    languages?.changed(orgId);
    res.json(saved);
  });
  router.post('/prompt/try', auth, validateBody(PromptTryBody), async (_req, res) => {
    const body = bodyOf(PromptTryBody, res.locals);
    const orgId = authOf(res).orgId;
    const result = await reply.TryPrompt(
      {
        org_id: orgId,
        config: { ...body.config, org_id: orgId },
        subject: body.subject,
        body: body.body,
        set_fields: Object.keys(body.config),
      },
      // A real model may take a while to write; the composer answers at once.
      { deadlineMs: 120_000 },
    );
    res.json(generatedReply(result));
  });
  return router;
}
