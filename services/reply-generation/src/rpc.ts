import { bindService, sendPieces, type ServiceBinding } from '@winzmail/platform';
import { sendParts, type ExportPart } from '@winzmail/platform/export';
import { services } from '@winzmail/proto';
import type { Budgets } from './budgets.js';
import { requireOrg, type Prompts } from './prompts.js';
import type { Replay } from './replay.js';
import type { Replies } from './replies.js';

/** gRPC handlers: request → use case → response. Errors map to status in the platform. */
export function replyRpc(
  prompts: Prompts,
  replies: Replies,
  replay: Replay,
  budgets: Budgets,
  exportOrg: (orgId: string) => AsyncIterable<ExportPart>,
): ServiceBinding {
  return bindService(
    services.replyGeneration().service,
    {
      GetPrompt: (req) => prompts.get(req.org_id),
      SetPrompt: (req) => prompts.set(req.org_id, req.config, req.set_fields),
      GenerateReply: (req) => replies.generateReply(req),
      Answer: (req) => replies.answer(req),
      TryPrompt: (req) => replies.tryPrompt(req),
      ReplayReply: (req) => replay.replayReply(req),
      GetModelStatus: (req) => replies.modelStatus(req.org_id),
      GetModelBudget: (req) => budgets.get(requireOrg(req.org_id)),
      SetModelBudget: (req) => budgets.set(requireOrg(req.org_id), req.monthly_micros),
    },
    {},
    {
      AnswerStream: (req, send, ctx) =>
        sendPieces(send, (onText) => replies.answer(req, { onText, signal: ctx.signal })),
      ExportOrg: async (req, send, ctx) =>
        sendParts(send, exportOrg(requireOrg(req.org_id)), ctx.signal),
    },
  );
}
