import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { PromptConfig, WidgetSettings } from '../../api/contract';
import type { Handler } from '../../test/api';
import { json, mockApi, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';
import { snippets } from './snippets';

beforeAll(async () => {
  await preloadRoutes();
  await import('./ChatbotPluginPage');
}, 60_000);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { Winzmail?: unknown }).Winzmail;
});

const ORG_ID = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f809a1b';
const PROMPT: PromptConfig = {
  org_id: ORG_ID,
  tone: 'Friendly',
  purpose: 'Customer support',
  formality: 'Medium',
  language: 'English',
  empathy: 'Neutral',
  politeness: 'Polite',
  signature: 'Best regards',
  response_length: 'Medium',
  additional_instructions: '',
  exclusions: '',
  llm_choice: 'deepseek',
  citations: 'none',
};
const ANY: WidgetSettings = { allowed_origins: [] };

/** A UI test of the whole app in jsdom: generous on a loaded machine. */
const UI_TIMEOUT = 60_000;

async function openPage(routes: Record<string, Handler> = {}) {
  const api = mockApi(
    signedInRoutes({
      'GET /prompt/': () => json(200, PROMPT),
      'GET /chat/widget-settings': () => json(200, ANY),
      ...routes,
    }),
  );
  const app = renderApp('/chatbot-plugin', { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: 'Chatbot plugin' });
  return { api, app };
}

const code = (id: string) => screen.getByTestId(`code-${id}`).textContent;
const previewScripts = () => document.querySelectorAll('script[src="/winzmail/widget.js"]');

describe('chatbot plugin: snippets', () => {
  it(
    'shows the three snippets with the org id and this host, read-only',
    async () => {
      await openPage();
      await screen.findByTestId('snippet-main');
      const origin = window.location.origin;
      expect(code('main')).toBe(
        `<script src="${origin}/winzmail/widget.js" data-org-id="${ORG_ID}" async></script>`,
      );
      expect(code('ui')).toContain(
        "Winzmail('configure', { primaryColor: '#1677ff', position: 'bottom-right', launcher: true, title: 'Chat with us' });",
      );
      expect(code('button')).toBe(
        '<button type="button" onclick="Winzmail(\'toggle\')" style="position:fixed;bottom:24px;right:24px;z-index:2147483000">Chat with us</button>',
      );
      // Code blocks, not form fields.
      expect(screen.getByTestId('snippet-main').querySelector('input, textarea')).toBeNull();
      expect(screen.getByTestId('code-main').closest('pre')).not.toBeNull();
      for (const name of [
        'Main script',
        'UI script (optional)',
        'Floating toggle button (optional)',
      ])
        expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      const option = within(screen.getByTestId('snippet-button')).getByText('launcher: false');
      expect(option.tagName).toBe('CODE');
      expect(option.parentElement).toHaveTextContent(
        'With this button you may set launcher: false in the UI script',
      );
      expect(screen.getByTestId('instruction-link')).toHaveAttribute(
        'href',
        '/winzmail/instruction',
      );
    },
    UI_TIMEOUT,
  );

  it(
    'Copy writes the exact snippet text and says so',
    async () => {
      const { app } = await openPage();
      const expected = snippets(window.location.origin, ORG_ID);
      await app.user.click(await screen.findByTestId('copy-main'));
      expect(await navigator.clipboard.readText()).toBe(expected?.main);
      expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
      await app.user.click(screen.getByTestId('copy-ui'));
      expect(await navigator.clipboard.readText()).toBe(expected?.ui);
      await app.user.click(screen.getByTestId('copy-button'));
      expect(await navigator.clipboard.readText()).toBe(expected?.button);
    },
    UI_TIMEOUT,
  );

  it(
    'a refused clipboard gives a failure toast',
    async () => {
      const { app } = await openPage();
      const button = await screen.findByTestId('copy-ui');
      jest
        .spyOn(navigator.clipboard, 'writeText')
        .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
      await app.user.click(button);
      expect(await screen.findByText('Could not copy')).toBeInTheDocument();
      expect(screen.queryByText('Copied to clipboard')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    'without an org id it asks for the prompt configuration and shows no snippet',
    async () => {
      const { app } = await openPage({
        'GET /prompt/': () => json(200, { ...PROMPT, org_id: '' }),
      });
      const missing = await screen.findByTestId('org-id-missing');
      expect(missing).toHaveTextContent('Please setup prompt config for Chatbot Plugin.');
      expect(screen.queryByTestId('snippet-main')).toBeNull();
      await app.user.click(
        within(missing).getByRole('link', { name: 'Open prompt configuration' }),
      );
      await waitFor(() => expect(app.path()).toBe('/prompt-config'));
    },
    UI_TIMEOUT,
  );

  it(
    "a failed prompt read shows 'Could not fetch organization ID'; Try again recovers",
    async () => {
      let fail = true;
      const { api, app } = await openPage({
        'GET /prompt/': () => (fail ? json(500, { error: 'Internal error' }) : json(200, PROMPT)),
      });
      expect(await screen.findByTestId('org-id-error')).toHaveTextContent(
        'Could not fetch organization ID',
      );
      // The destructive toast too.
      await waitFor(() =>
        expect(screen.getAllByText('Could not fetch organization ID')).toHaveLength(2),
      );
      expect(screen.queryByTestId('snippet-main')).toBeNull();
      fail = false;
      await app.user.click(screen.getByRole('button', { name: /Try again/ }));
      await screen.findByTestId('snippet-main');
      expect(screen.queryByTestId('org-id-error')).toBeNull();
      expect(api.callsTo('GET', '/prompt/')).toHaveLength(2);
    },
    UI_TIMEOUT,
  );

  it(
    'an org id that is not a plain id is never put into a snippet',
    async () => {
      await openPage({
        'GET /prompt/': () => json(200, { ...PROMPT, org_id: '"><script>alert(1)</script>' }),
      });
      expect(await screen.findByTestId('org-id-error')).toHaveTextContent(
        'Could not fetch organization ID',
      );
      expect(screen.queryByTestId('snippet-main')).toBeNull();
    },
    UI_TIMEOUT,
  );
});

describe('chatbot plugin: live preview', () => {
  it(
    'the switch adds the real widget script and removes it with its host and window.Winzmail',
    async () => {
      const { app } = await openPage();
      const toggle = await screen.findByRole('switch', { name: 'Preview on this page' });
      expect(previewScripts()).toHaveLength(0);

      await app.user.click(toggle);
      expect(previewScripts()).toHaveLength(1);
      const script = previewScripts()[0] as HTMLScriptElement;
      expect(script.getAttribute('data-org-id')).toBe(ORG_ID);
      expect(script.async).toBe(true);
      expect(script.parentElement).toBe(document.body);

      // What the widget does once loaded: its host element and its command function.
      const host = document.createElement('div');
      host.id = 'winzmail-chat';
      document.body.appendChild(host);
      (window as { Winzmail?: unknown }).Winzmail = () => undefined;

      await app.user.click(toggle);
      expect(previewScripts()).toHaveLength(0);
      expect(document.getElementById('winzmail-chat')).toBeNull();
      expect('Winzmail' in window).toBe(false);
    },
    UI_TIMEOUT,
  );

  it(
    'leaving the page takes the preview away',
    async () => {
      const { app } = await openPage();
      await app.user.click(await screen.findByRole('switch', { name: 'Preview on this page' }));
      expect(previewScripts()).toHaveLength(1);
      await app.user.click(screen.getByTestId('instruction-link'));
      await screen.findByRole('heading', { level: 1, name: 'Setup instructions' });
      expect(previewScripts()).toHaveLength(0);
    },
    UI_TIMEOUT,
  );

  it(
    'warns when the allowed websites leave this page out',
    async () => {
      await openPage({
        'GET /chat/widget-settings': () =>
          json(200, { allowed_origins: ['https://shop.acme.test'] }),
      });
      expect(await screen.findByTestId('preview-blocked')).toHaveTextContent(
        `Your allowed websites do not include ${window.location.origin}`,
      );
    },
    UI_TIMEOUT,
  );
});

describe('chatbot plugin: allowed websites', () => {
  const input = () => document.getElementById('allowed-origins') as HTMLInputElement;
  const card = () => screen.getByTestId('allowed-websites');

  it(
    'shows the saved list, adds a site and saves the list',
    async () => {
      const { api, app } = await openPage({
        'GET /chat/widget-settings': () =>
          json(200, { allowed_origins: ['https://shop.acme.test'] }),
        'POST /chat/widget-settings': async (request) => {
          const body = (await request.json()) as WidgetSettings;
          // The server keeps each address's origin only.
          return json(200, {
            allowed_origins: body.allowed_origins.map((o) => new URL(o).origin),
          });
        },
      });
      await waitFor(() => expect(card()).toHaveTextContent('https://shop.acme.test'));
      expect(screen.getByTestId('origins-status')).toHaveTextContent('Listed websites only');

      await app.user.click(input());
      await app.user.type(input(), 'https://www.acme.test/contact{Enter}');
      await waitFor(() => expect(card()).toHaveTextContent('https://www.acme.test/contact'));
      await app.user.click(screen.getByTestId('origins-save'));

      expect(await screen.findByText('Allowed websites saved')).toBeInTheDocument();
      expect(api.callsTo('POST', '/chat/widget-settings').map((c) => c.body)).toEqual([
        { allowed_origins: ['https://shop.acme.test', 'https://www.acme.test/contact'] },
      ]);
      // The saved (normalised) list replaces what was typed.
      await waitFor(() => expect(card()).not.toHaveTextContent('/contact'));
      expect(card()).toHaveTextContent('https://www.acme.test');
    },
    UI_TIMEOUT,
  );

  it(
    'an empty list means any website',
    async () => {
      await openPage();
      expect(await screen.findByTestId('origins-status')).toHaveTextContent('Any website');
      expect(card()).toHaveTextContent('Leave the list empty to let any website use your chatbot.');
    },
    UI_TIMEOUT,
  );

  it(
    "shows the server's message when it refuses an address",
    async () => {
      const { app } = await openPage({
        'POST /chat/widget-settings': () =>
          json(400, {
            error: "'shop' is not a web address.",
            fields: { allowed_origins: 'shop' },
          }),
      });
      await screen.findByTestId('origins-status');
      await app.user.click(input());
      await app.user.type(input(), 'shop{Enter}');
      await app.user.click(screen.getByTestId('origins-save'));
      expect(await screen.findByTestId('origins-error')).toHaveTextContent(
        "'shop' is not a web address.",
      );
      expect(await screen.findByText('Failed to save allowed websites.')).toBeInTheDocument();
    },
    UI_TIMEOUT,
  );

  it(
    'a load failure says so and keeps Save off',
    async () => {
      await openPage({
        'GET /chat/widget-settings': () => json(500, { error: 'Internal error' }),
      });
      expect(await screen.findByText('Failed to load allowed websites.')).toBeInTheDocument();
      expect(screen.getByTestId('origins-load-error')).toBeInTheDocument();
      expect(screen.getByTestId('origins-save')).toBeDisabled();
      // The snippets do not depend on it.
      expect(await screen.findByTestId('snippet-main')).toBeInTheDocument();
    },
    UI_TIMEOUT,
  );
});
