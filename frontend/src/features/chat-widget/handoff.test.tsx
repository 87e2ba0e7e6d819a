import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { json, mockApi, type Handler } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);
afterEach(async () => {
  window.localStorage.clear();
  await initI18n('en');
});

/** The whole app in jsdom with antd: slow on a loaded machine, so a longer limit. */
const UI_TIMEOUT = 120_000;

const routes = (handoff: Handler): Record<string, Handler> => ({
  'GET /chat/widget-config': () => json(200, { org_name: 'Acme', language: 'en', rtl: false }),
  'GET /chat/history': () => json(200, { chats: [], total: 0 }),
  'POST /chat/visitor': () => json(201, { visitor_token: 'v-1' }),
  'POST /chat/handoff': handoff,
});

async function handOff(app: ReturnType<typeof renderApp>, address: string): Promise<void> {
  await app.user.click(await screen.findByRole('button', { name: 'Talk to a person' }));
  await app.user.type(screen.getByLabelText('Your email address'), address);
  await app.user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('/chat-widget: talk to a person', () => {
  it(
    'passes the conversation on as the visitor and says so',
    async () => {
      const api = mockApi(routes(() => json(202, { handed_off: true })));
      const app = renderApp('/chat-widget?orgId=org-h');
      await handOff(app, 'ana@example.com');
      expect(await screen.findByTestId('handoff-done')).toHaveTextContent(
        'Thanks — we passed your conversation on. A person will reply to ana@example.com by email.',
      );
      const [call] = api.callsTo('POST', '/chat/handoff');
      expect(call!.body).toEqual({ email: 'ana@example.com', name: '' });
      expect(call!.headers.get('org-token')).toBe('org-h');
      expect(call!.headers.get('visitor-token')).toBe('v-1');
      expect(call!.headers.get('authorization')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    "shows the server's refusal in the form and keeps it open",
    async () => {
      mockApi(
        routes(() =>
          json(429, {
            error:
              'Your conversation could not be passed on: too many requests today. Please try again tomorrow.',
          }),
        ),
      );
      const app = renderApp('/chat-widget?orgId=org-h');
      await handOff(app, 'ana@example.com');
      expect(await screen.findByRole('alert')).toHaveTextContent(/too many requests today/);
      expect(screen.getByTestId('handoff-form')).toBeInTheDocument();
      expect(screen.queryByTestId('handoff-done')).toBeNull();
    },
    UI_TIMEOUT,
  );
});
