import { Router, type RequestHandler } from 'express';
import { AppError } from '@winzmail/platform';
import type { mailSync, replyGeneration } from '@winzmail/proto';
import type { ChatClient } from '../clients/chat.js';
import type { MailClient } from '../clients/mail.js';
import type { ReplyClient } from '../clients/reply.js';
import { authOf } from '../http/auth.js';
import { requireMail } from '../http/require-mail.js';
import { bodyOf, queryOf, validateBody, validateQuery } from '../http/validate.js';
import {
  ModelBudget,
  ModelBudgetBody,
  Outcomes,
  OutcomesQuery,
  type OutcomeWeek,
} from '../schemas/outcomes.js';
import { bearerAuth, errorResponses, jsonContent, registry, type z } from '../schemas/registry.js';

const security = [{ [bearerAuth.name]: [] }];
registry.registerPath({
  method: 'get',
  path: '/org/outcomes',
  summary: 'What happened to the email per mailbox and week, the thumbs, and the model budget',
  security,
  request: { query: OutcomesQuery },
  responses: {
    200: { description: 'The outcomes', content: jsonContent(Outcomes) },
    ...errorResponses(400, 401, 503),
  },
});
registry.registerPath({
  method: 'put',
  path: '/org/model-budget',
  summary: "The organisation's monthly budget for a priced model",
  description:
    'Past it, replies are written by the built-in composer and drafted, never sent ' +
    'automatically, until the calendar month (UTC) ends. 0 removes it.',
  security,
  request: { body: { required: true, content: jsonContent(ModelBudgetBody) } },
  responses: {
    200: { description: 'The budget', content: jsonContent(ModelBudget) },
    ...errorResponses(400, 401, 503),
  },
});

const MICROS = 1_000_000;
const usd = (micros: number): number => micros / MICROS;

/** Outcomes and cost (docs/dashboard.md#outcomes). */
export function outcomeRoutes(
  auth: RequestHandler,
  clients: { mail?: MailClient; reply?: ReplyClient; chat?: ChatClient },
): Router {
  const router = Router();
  const mail = clients.mail as MailClient; // after requireMail

  router.get(
    '/org/outcomes',
    auth,
    requireMail(clients.mail),
    validateQuery(OutcomesQuery),
    async (_req, res) => {
      const orgId = authOf(res).orgId;
      const { weeks } = queryOf(OutcomesQuery, res.locals);
      const outcomes = await mail.GetOutcomes({ org_id: orgId, weeks });
      const [thumbs, budget] = await Promise.all([
        clients.chat
          ? clients.chat.GetRatingWeeks({ org_id: orgId, weeks: outcomes.weeks })
          : { weeks: [] },
        clients.reply ? clients.reply.GetModelBudget({ org_id: orgId }) : null,
      ]);
      const body: z.infer<typeof Outcomes> = {
        weeks: outcomes.weeks,
        mailboxes: outcomes.mailboxes.map((m) => ({
          mailbox_id: m.mailbox_id,
          email_address: m.email_address,
          current: m.current,
          weeks: m.weeks.map(weekView),
        })),
        thumbs: thumbs.weeks.map((t) => ({ week: t.week, up: t.up, down: t.down })),
        budget: budget ? budgetView(budget) : null,
      };
      res.json(body);
    },
  );

  router.put('/org/model-budget', auth, validateBody(ModelBudgetBody), async (_req, res) => {
    if (!clients.reply)
      throw new AppError('UNAVAILABLE', 'The reply service is not set up on this server.');
    const { monthly_usd } = bodyOf(ModelBudgetBody, res.locals);
    const budget = await clients.reply.SetModelBudget({
      org_id: authOf(res).orgId,
      // To the cent: the budget is money, not a float.
      monthly_micros: Math.round(monthly_usd * 100) * (MICROS / 100),
    });
    res.json(budgetView(budget));
  });

  return router;
}

function weekView(w: mailSync.OutcomeWeek__Output): z.infer<typeof OutcomeWeek> {
  const resolved = w.auto_sent + w.drafted_unedited + w.drafted_edited;
  return {
    week: w.week,
    auto_sent: w.auto_sent,
    drafted_unedited: w.drafted_unedited,
    drafted_edited: w.drafted_edited,
    abstained: w.abstained,
    handed_over: w.handed_over,
    resolved,
    cost_usd: usd(w.cost_micros),
    cost_per_resolved_usd: resolved > 0 ? usd(w.cost_micros / resolved) : null,
    prompt_tokens: w.prompt_tokens,
    completion_tokens: w.completion_tokens,
    replay_agreement_pct:
      w.replayed && w.replay_answered > 0
        ? Math.round((w.replay_agreed / w.replay_answered) * 1000) / 10
        : null,
    replay_answered: w.replay_answered,
  };
}

function budgetView(b: replyGeneration.ModelBudget__Output): z.infer<typeof ModelBudget> {
  return {
    monthly_usd: usd(b.monthly_micros),
    spent_usd: usd(b.spent_micros),
    exceeded: b.exceeded,
    month: b.month,
    priced: b.priced,
    fallback_model: b.fallback_model,
  };
}
