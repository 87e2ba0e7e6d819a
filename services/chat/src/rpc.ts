import { bindService, type ServiceBinding } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import type { Conversations } from './conversations.js';

export function chatRpc(conversations: Conversations): ServiceBinding {
  return bindService(
    services.chat().service,
    {
      Ask: (req) => conversations.ask(req),
      History: (req) => conversations.history(req),
      Clear: (req) => conversations.clear(req),
      StartVisitor: async (req) => conversations.startVisitor(req.org_id),
      GetWidgetSettings: (req) => conversations.widgetSettings(req.org_id),
      SetWidgetSettings: (req) => conversations.setWidgetSettings(req.org_id, req.settings),
    },
    {},
    {
      AskStream: async (req, send, ctx) => {
        // Pieces go out in order; the stored message follows the last of them.
        let written = Promise.resolve();
        const done = await conversations.ask(req, {
          onText: (delta) => {
            written = written.then(() => send({ delta }));
          },
          signal: ctx.signal,
        });
        await written;
        await send({ done });
      },
    },
  );
}
