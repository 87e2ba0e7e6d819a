import { bindService, invalid, sendPieces, type ServiceBinding } from '@winzmail/platform';
import { sendParts, type ExportPart } from '@winzmail/platform/export';
import { services } from '@winzmail/proto';
import type { Conversations } from './conversations.js';
import type { Feedback } from './feedback.js';
import type { Handoffs } from './handoffs.js';
import type { Widget } from './widget.js';

export function chatRpc(
  conversations: Conversations,
  widget: Widget,
  feedback: Feedback,
  handoffs: Handoffs,
  exportOrg: (orgId: string) => AsyncIterable<ExportPart>,
): ServiceBinding {
  return bindService(
    services.chat().service,
    {
      Ask: (req) => conversations.ask(req),
      History: (req) => conversations.history(req),
      Clear: (req) => conversations.clear(req),
      RateAnswer: (req) => feedback.rate(req),
      GetRatingWeeks: (req) => feedback.weeks(req.org_id, req.weeks),
      HandOff: (req) => handoffs.handOff(req),
      StartVisitor: (req) => conversations.startVisitor(req),
      GetWidgetConfig: (req) => widget.config(req),
      GetWidgetSettings: (req) => widget.settings(req.org_id),
      SetWidgetSettings: (req) => widget.setSettings(req.org_id, req.settings),
    },
    {},
    {
      AskStream: (req, send, ctx) =>
        sendPieces(send, (onText) => conversations.ask(req, { onText, signal: ctx.signal })),
      ExportOrg: async (req, send, ctx) =>
        sendParts(send, exportOrg(requireOrgId(req.org_id)), ctx.signal),
    },
  );
}

/** The organisation whose data leaves: always the caller's, never empty. */
function requireOrgId(orgId: string): string {
  if (!orgId) throw invalid('An organisation is required.');
  return orgId;
}
