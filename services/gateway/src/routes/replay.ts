import { Router, type RequestHandler } from 'express';
import type { mailSync } from '@winzmail/proto';
import type { MailClient } from '../clients/mail.js';
import { authOf } from '../http/auth.js';
import { requireMail } from '../http/require-mail.js';
import { bodyOf, queryOf, validateBody, validateQuery } from '../http/validate.js';
import { bearerAuth, errorResponses, jsonContent, registry } from '../schemas/registry.js';
import { Replay, ReplayMinimumBody, ReplayQuery, ReplayRun } from '../schemas/replay.js';

const security = [{ [bearerAuth.name]: [] }];
registry.registerPath({
  method: 'get',
  path: '/org/replay',
  summary: "The mailbox's latest replay: its figures and a page of its threads",
  description: 'run is null when the mailbox was never replayed. 400 for an unknown outcome.',
  security,
  request: { query: ReplayQuery },
  responses: {
    200: { description: 'The replay', content: jsonContent(Replay) },
    ...errorResponses(400, 401, 503),
  },
});
registry.registerPath({
  method: 'post',
  path: '/org/replay',
  summary: "Replays the mailbox's answered history now (nothing is sent)",
  description:
    'Answers at once with the run (the one under way when there is). 404 without a mailbox; 400 ' +
    'when its provider is not set up on this server.',
  security,
  responses: {
    202: { description: 'The run', content: jsonContent(ReplayRun) },
    ...errorResponses(400, 401, 404, 503),
  },
});
registry.registerPath({
  method: 'put',
  path: '/org/replay/minimum',
  summary: 'The agreement on replay that automatic sending requires',
  security,
  request: { body: { required: true, content: jsonContent(ReplayMinimumBody) } },
  responses: {
    200: { description: 'The replay, with the new minimum', content: jsonContent(Replay) },
    ...errorResponses(400, 401, 503),
  },
});

/** Replay before auto-send (docs/replay.md). */
export function replayRoutes(auth: RequestHandler, maybeMail: MailClient | undefined): Router {
  const router = Router();
  const mail = maybeMail as MailClient; // after requireMail
  const guard = [auth, requireMail(maybeMail)] as const;

  router.get('/org/replay', ...guard, validateQuery(ReplayQuery), async (_req, res) => {
    const query = queryOf(ReplayQuery, res.locals);
    const replay = await mail.GetReplay({
      org_id: authOf(res).orgId,
      outcome: query.outcome ?? '',
      offset: query.offset,
      limit: query.limit,
    });
    res.set('Cache-Control', 'no-store').json(replayView(replay));
  });

  router.post('/org/replay', ...guard, async (_req, res) => {
    const run = await mail.StartReplay({ org_id: authOf(res).orgId });
    res.status(202).json(runView(run));
  });

  router.put(
    '/org/replay/minimum',
    ...guard,
    validateBody(ReplayMinimumBody),
    async (_req, res) => {
      const body = bodyOf(ReplayMinimumBody, res.locals);
      const replay = await mail.SetReplayMinimum({
        org_id: authOf(res).orgId,
        min_agreement: body.min_agreement,
      });
      res.json(replayView(replay));
    },
  );

  return router;
}

const NO_COUNTS = { threads: 0, answered: 0, abstained: 0, not_grounded: 0, agreed: 0 };
const NO_FIGURES = { would_answer_pct: 0, agreement_pct: 0, wrong_confident_pct: 0 };

function runView(run: mailSync.ReplayRun__Output) {
  return { ...run, counts: run.counts ?? NO_COUNTS, figures: run.figures ?? NO_FIGURES };
}

function replayView(replay: mailSync.Replay__Output) {
  return {
    run: replay.run ? runView(replay.run) : null,
    threads: replay.threads.map((t) => ({
      ...t,
      question: t.question ?? { from_address: '', from_name: '', subject: '', date: '', body: '' },
    })),
    total: replay.total,
    min_agreement: replay.min_agreement,
  };
}
