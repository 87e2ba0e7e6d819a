import { Router, type RequestHandler } from 'express';
import type { knowledge } from '@winzmail/proto';
import type { KnowledgeClient } from '../clients/knowledge.js';
import { authOf } from '../http/auth.js';
import { bodyOf, validateBody } from '../http/validate.js';
import { GapEntry, GapEntryBody, KnowledgeGaps } from '../schemas/knowledge-gaps.js';
import { bearerAuth, errorResponses, jsonContent, registry } from '../schemas/registry.js';

const security = [{ [bearerAuth.name]: [] }];
registry.registerPath({
  method: 'get',
  path: '/org/knowledge-gaps',
  summary: 'Questions the AI could not answer well, grouped by meaning',
  description:
    'Abstentions, heavily edited drafts and (from chat) unanswered or down-rated questions; ' +
    'questions resolved by an entry are left out.',
  security,
  responses: {
    200: { description: 'The queue', content: jsonContent(KnowledgeGaps) },
    ...errorResponses(401, 503),
  },
});
registry.registerPath({
  method: 'post',
  path: '/org/knowledge-gaps/entries',
  summary: 'Adds a question and its answer to the knowledge base',
  description:
    'A small Markdown document ("Q&A – <question>.md"), processed like an upload; the ' +
    "question's group in the queue is resolved. 404 for an email_id not in the caller's queue.",
  security,
  request: { body: { required: true, content: jsonContent(GapEntryBody) } },
  responses: {
    201: { description: 'Stored; status processing', content: jsonContent(GapEntry) },
    ...errorResponses(400, 401, 404, 503),
  },
});

/** The knowledge-gap queue (docs/gaps.md). */
export function knowledgeGapRoutes(auth: RequestHandler, knowledge: KnowledgeClient): Router {
  const router = Router();

  router.get('/org/knowledge-gaps', auth, async (_req, res) => {
    const gaps = await knowledge.ListGaps({ org_id: authOf(res).orgId });
    res.set('Cache-Control', 'no-store').json({
      groups: gaps.groups,
      total: gaps.total,
      grouped_by: gaps.grouped_by,
    });
  });

  router.post(
    '/org/knowledge-gaps/entries',
    auth,
    validateBody(GapEntryBody),
    async (_req, res) => {
      const body = bodyOf(GapEntryBody, res.locals);
      const added = await knowledge.AddGapEntry({
        org_id: authOf(res).orgId,
        question: body.question,
        answer: body.answer,
        reference_id: body.email_id ?? '',
      });
      res.status(201).json(entryView(added));
    },
  );

  return router;
}

function entryView(added: knowledge.AddGapEntryResponse__Output) {
  return { document: added.document, resolved: added.resolved };
}
