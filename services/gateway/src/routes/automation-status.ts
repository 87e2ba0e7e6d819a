import { Router, type RequestHandler } from 'express';
import { isAppError } from '@winzmail/platform';
import type { KnowledgeClient } from '../clients/knowledge.js';
import type { MailClient } from '../clients/mail.js';
import type { ReplyClient } from '../clients/reply.js';
import { authOf } from '../http/auth.js';
import { AutomationStatus } from '../schemas/email.js';
import { bearerAuth, errorResponses, jsonContent, registry, type z } from '../schemas/registry.js';

registry.registerPath({
  method: 'get',
  path: '/org/automation-status',
  summary: "The Dashboard's automation status: mailbox, AI model and documents, as they are",
  description:
    'Each part is read from its own service; a service that is down or not set up is reported ' +
    'in its part, never as a failed call.',
  security: [{ [bearerAuth.name]: [] }],
  responses: {
    200: { description: 'Automation status', content: jsonContent(AutomationStatus) },
    ...errorResponses(401),
  },
});

type Status = z.infer<typeof AutomationStatus>;

/** A service's failure in words for the panel (its raw message may carry addresses). */
function why(service: string, err: unknown): string {
  const code = isAppError(err) ? err.code : 'INTERNAL';
  return code === 'UNAVAILABLE' || code === 'DEADLINE_EXCEEDED'
    ? `The ${service} service is not reachable.`
    : `The ${service} service could not answer.`;
}

async function emailService(orgId: string, mail?: MailClient): Promise<Status['email_service']> {
  if (!mail) {
    return { configured: false, state: 'unavailable', detail: 'The mail service is not set up.' };
  }
  try {
    const answer = await mail.GetEmailConfig({ org_id: orgId });
    if (!answer.configured) return { configured: false, state: 'not_configured', detail: '' };
    return {
      configured: true,
      state: answer.mailbox?.state || 'stopped',
      detail: answer.mailbox?.last_error ?? '',
    };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') {
      return { configured: false, state: 'not_configured', detail: '' };
    }
    return { configured: false, state: 'unavailable', detail: why('mail', err) };
  }
}

async function aiResponses(orgId: string, reply?: ReplyClient): Promise<Status['ai_responses']> {
  if (!reply) return { reachable: false, model: '', detail: 'The reply service is not set up.' };
  try {
    const status = await reply.GetModelStatus({ org_id: orgId });
    return { reachable: status.reachable, model: status.model, detail: status.detail };
  } catch (err) {
    return { reachable: false, model: '', detail: why('reply', err) };
  }
}

async function documentSync(
  orgId: string,
  knowledge?: KnowledgeClient,
): Promise<Status['document_sync']> {
  const none = { total: 0, ready: 0, processing: 0, failed: 0 };
  if (!knowledge) return { ...none, detail: 'The knowledge service is not set up.' };
  try {
    const { documents } = await knowledge.List({ org_id: orgId });
    const count = (status: string) => documents.filter((d) => d.status === status).length;
    return {
      total: documents.length,
      ready: count('ready'),
      processing: count('processing'),
      failed: count('error'),
    };
  } catch (err) {
    return { ...none, detail: why('knowledge', err) };
  }
}

export interface AutomationClients {
  mail?: MailClient;
  reply?: ReplyClient;
  knowledge?: KnowledgeClient;
}

export function automationStatusRoutes(auth: RequestHandler, clients: AutomationClients): Router {
  const router = Router();
  router.get('/org/automation-status', auth, async (_req, res) => {
    const orgId = authOf(res).orgId;
    // Each part on its own: one service down does not hide the others.
    const [email_service, ai_responses, document_sync] = await Promise.all([
      emailService(orgId, clients.mail),
      aiResponses(orgId, clients.reply),
      documentSync(orgId, clients.knowledge),
    ]);
    const status: Status = { email_service, ai_responses, document_sync };
    res.set('Cache-Control', 'no-store').json(status);
  });
  return router;
}
