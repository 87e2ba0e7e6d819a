import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '../../api/contract';
import { initI18n } from '../../i18n';
import { deferred, json, mockApi, signedInRoutes, type Handler } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(async () => {
  await preloadRoutes();
  await import('./ChatPage');
}, 60_000);

afterEach(async () => {
  delete (window as { hacked?: unknown }).hacked;
  await initI18n('en');
});

/** The whole app in jsdom with antd: slow on a loaded machine, so a longer limit. */
const UI_TIMEOUT = 120_000;

const exchange = (n: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `c${n}`,
  message: `Question ${n}`,
  response: `Answer ${n}`,
  created_at: new Date(Date.UTC(2026, 0, 5, 9, n)).toISOString(),
  sources: [],
  ...fields,
});

/** Exchanges 1..n, newest first (as the server keeps them). */
const conversation = (n: number) => Array.from({ length: n }, (_, i) => exchange(i + 1)).reverse();

/** GET /chat/history as the gateway answers it: a page of the newest-first list. */
function history(all: () => ChatMessage[]): Handler {
  return (request) => {
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const chats = all();
    return json(200, { chats: chats.slice(offset, offset + limit), total: chats.length });
  };
}

/** A Server-Sent-Events answer the test writes piece by piece. */
function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () =>
      new Response(body, {
        status: 200,
        statusText: 'OK',
        headers: { 'content-type': 'text/event-stream' },
      }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close() {
      controller.close();
    },
  };
}

/** An answer streamed at once: the pieces of the response, then the stored exchange. */
function streamed(chat: ChatMessage): Response {
  const stream = eventStream();
  const words = chat.response.split(/(?<= )/);
  for (const word of words) stream.send('delta', { text: word });
  stream.send('done', chat);
  stream.close();
  return stream.response();
}

const log = () => screen.getByRole('log');
const input = () => screen.getByLabelText('Your message') as HTMLTextAreaElement;

async function openChat(routes: Record<string, Handler> = {}) {
  const api = mockApi(signedInRoutes({ 'GET /chat/history': history(() => []), ...routes }));
  const app = renderApp('/chat', { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: 'AI chat' });
  await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
  return { api, app };
}

describe('chat screen', () => {
  it(
    'shows an empty state, an accessible log and a labelled input',
    async () => {
      const { api } = await openChat();
      expect(log()).toHaveAttribute('aria-live', 'polite');
      expect(within(log()).getByText('No conversation yet')).toBeInTheDocument();
      expect(input()).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: /Clear history/ })).toBeDisabled();
      expect(api.callsTo('GET', '/chat/history').map((c) => c.query)).toEqual([
        'limit=20&offset=0',
      ]);
      expect(api.callsTo('GET', '/chat/history')[0]?.headers.get('authorization')).toBe(
        'Bearer tok',
      );
    },
    UI_TIMEOUT,
  );

  it(
    'pages the history 20 at a time, loading older messages on scroll to the top in place',
    async () => {
      const all = conversation(25);
      const { api } = await openChat({ 'GET /chat/history': history(() => all) });
      await within(log()).findByText('Question 25');
      const questions = () =>
        within(log())
          .getAllByTestId('chat-user-message')
          .map((li) => li.querySelector('.chat-text')?.textContent);
      expect(questions()).toHaveLength(20);
      expect(questions()[0]).toBe('Question 6');
      expect(questions()[19]).toBe('Question 25');

      // jsdom has no layout: 50px per message.
      const el = log();
      let top = 0;
      Object.defineProperty(el, 'scrollHeight', {
        configurable: true,
        get: () => el.querySelectorAll('.chat-row').length * 50,
      });
      Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => 400 });
      Object.defineProperty(el, 'scrollTop', {
        configurable: true,
        get: () => top,
        set: (value: number) => {
          top = value;
        },
      });
      top = 10; // near the top: 40 rows (2000px) loaded
      fireEvent.scroll(el);
      await within(log()).findByText('Question 1');
      expect(questions()).toHaveLength(25);
      expect(questions()[0]).toBe('Question 1');
      expect(api.callsTo('GET', '/chat/history').map((c) => c.query)).toEqual([
        'limit=20&offset=0',
        'limit=20&offset=20',
      ]);
      // Ten rows (500px) went in above: the same messages stay in view.
      expect(top).toBe(510);
      // Everything is loaded: no further page is asked for.
      top = 0;
      fireEvent.scroll(el);
      expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
      expect(api.callsTo('GET', '/chat/history')).toHaveLength(2);
    },
    UI_TIMEOUT,
  );

  it(
    'sends with Enter, streams the answer in, then reloads the history',
    async () => {
      const stream = eventStream();
      const stored: ChatMessage[] = [];
      const answer = exchange(1, {
        message: 'When does my parcel ship?',
        response: 'Your parcel ships today [1].',
        sources: [
          { number: 1, title: 'shipping.pdf', document_id: 'd1', url: '' },
          {
            number: 2,
            title: 'Delivery page',
            document_id: '',
            url: 'https://shop.example/delivery',
          },
          { number: 3, title: 'Bad link', document_id: '', url: 'javascript:alert(1)' },
        ],
      });
      const { api, app } = await openChat({
        'GET /chat/history': history(() => stored),
        'POST /chat/ask': () => stream.response(),
      });
      await app.user.click(input());
      await app.user.keyboard('When does my parcel ship?{Enter}');

      // The question is shown at once; the assistant is thinking.
      expect(await within(log()).findByText('When does my parcel ship?')).toBeInTheDocument();
      expect(within(log()).getByTestId('chat-thinking')).toHaveTextContent('Thinking…');
      expect(input()).toHaveValue('');
      const ask = api.callsTo('POST', '/chat/ask');
      expect(ask.map((c) => c.body)).toEqual([{ message: 'When does my parcel ship?' }]);
      expect(ask[0]?.headers.get('accept')).toBe('text/event-stream');
      expect(ask[0]?.headers.get('authorization')).toBe('Bearer tok');

      stream.send('delta', { text: 'Your parcel ' });
      expect(await within(log()).findByText('Your parcel')).toBeInTheDocument();
      expect(within(log()).queryByTestId('chat-thinking')).toBeNull();
      expect(log()).toHaveAttribute('aria-busy', 'true');
      stream.send('delta', { text: 'ships today [1].' });
      expect(await within(log()).findByText('Your parcel ships today [1].')).toBeInTheDocument();
      expect(within(log()).queryByTestId('chat-sources')).toBeNull();

      stored.unshift(answer);
      stream.send('done', answer);
      stream.close();
      const sources = await within(log()).findByTestId('chat-sources');
      await waitFor(() => expect(api.callsTo('GET', '/chat/history')).toHaveLength(2));
      expect(api.callsTo('GET', '/chat/history')[1]?.query).toBe('limit=20&offset=0');
      expect(within(log()).getAllByText('When does my parcel ship?')).toHaveLength(1);
      expect(log()).toHaveAttribute('aria-busy', 'false');

      expect(
        within(sources).getByRole('button', { name: 'Open document: shipping.pdf' }),
      ).toBeInTheDocument();
      const link = within(sources).getByRole('link', { name: /Delivery page/ });
      expect(link).toHaveAttribute('href', 'https://shop.example/delivery');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // Only http(s) addresses become links.
      expect(within(sources).getByText('Bad link').closest('a')).toBeNull();
      expect(within(sources).getAllByRole('link')).toHaveLength(1);
    },
    UI_TIMEOUT,
  );

  it(
    'opens a cited document with the bearer token',
    async () => {
      const cited = exchange(1, {
        sources: [{ number: 1, title: 'faq.pdf', document_id: 'doc-7', url: '' }],
      });
      const createObjectURL = jest.fn(() => 'blob:faq');
      Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
      const click = jest
        .spyOn(HTMLAnchorElement.prototype, 'click')
        .mockImplementation(() => undefined);
      const { api, app } = await openChat({
        'GET /chat/history': history(() => [cited]),
        'GET /org/documents/view/doc-7': () =>
          new Response('PDF', {
            status: 200,
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="faq.pdf"',
            },
          }),
      });
      await app.user.click(
        await within(log()).findByRole('button', { name: 'Open document: faq.pdf' }),
      );
      await waitFor(() => expect(click).toHaveBeenCalled());
      const view = api.callsTo('GET', '/org/documents/view/doc-7');
      expect(view).toHaveLength(1);
      expect(view[0]?.headers.get('authorization')).toBe('Bearer tok');
      click.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    'Shift+Enter makes a new line and does not send; blank text is never sent',
    async () => {
      const { api, app } = await openChat({
        'POST /chat/ask': async (request) => {
          const { message } = (await request.json()) as { message: string };
          return streamed(exchange(1, { message, response: 'Noted.' }));
        },
      });
      await app.user.click(input());
      await app.user.keyboard('   {Enter}');
      expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
      fireEvent.submit(input().closest('form')!);
      expect(input()).toHaveValue('   ');
      await app.user.clear(input());
      await app.user.keyboard('First line{Shift>}{Enter}{/Shift}second line');
      expect(input()).toHaveValue('First line\nsecond line');
      expect(api.callsTo('POST', '/chat/ask')).toHaveLength(0);

      await app.user.keyboard('{Enter}');
      await within(log()).findByText('Noted.');
      expect(api.callsTo('POST', '/chat/ask').map((c) => c.body)).toEqual([
        { message: 'First line\nsecond line' },
      ]);
      // The line break is kept on screen.
      const question = within(log()).getByText(/First line/);
      expect(question.textContent).toBe('First line\nsecond line');
    },
    UI_TIMEOUT,
  );

  it(
    'sends nothing more while a question is in flight',
    async () => {
      const streams = [eventStream(), eventStream()];
      let asked = 0;
      const { api, app } = await openChat({
        'POST /chat/ask': () => streams[asked++]!.response(),
      });
      const [stream, next] = streams as [ReturnType<typeof eventStream>, (typeof streams)[0]];
      await app.user.click(input());
      await app.user.keyboard('One{Enter}');
      await within(log()).findByText('One');
      await app.user.keyboard('Two{Enter}');
      expect(input()).toHaveValue('Two');
      expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
      fireEvent.submit(input().closest('form')!);
      expect(api.callsTo('POST', '/chat/ask')).toHaveLength(1);

      stream.send('done', exchange(1, { message: 'One', response: 'First answer' }));
      stream.close();
      await within(log()).findByText('First answer');
      await waitFor(() => expect(screen.getByRole('button', { name: /Send/ })).toBeEnabled());
      await app.user.keyboard('{Enter}');
      await waitFor(() => expect(api.callsTo('POST', '/chat/ask')).toHaveLength(2));
      expect(api.callsTo('POST', '/chat/ask').map((c) => c.body)).toEqual([
        { message: 'One' },
        { message: 'Two' },
      ]);
      next!.send('done', exchange(2, { message: 'Two', response: 'Second answer' }));
      next!.close();
      await within(log()).findByText('Second answer');
    },
    UI_TIMEOUT,
  );

  it(
    'removes the optimistic message when sending fails, and says so',
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const answer = deferred<Response>();
      const { app } = await openChat({ 'POST /chat/ask': () => answer.promise });
      await app.user.click(input());
      await app.user.keyboard('Is anyone there?{Enter}');
      expect(await within(log()).findByText('Is anyone there?')).toBeInTheDocument();

      answer.resolve(json(500, { error: 'Something went wrong. Please try again.' }));
      expect(
        await screen.findByText('Failed to send message. Please try again.'),
      ).toBeInTheDocument();
      expect(within(log()).queryByText('Is anyone there?')).toBeNull();
      expect(within(log()).getByText('No conversation yet')).toBeInTheDocument();
      // The question is given back to edit and send again.
      expect(input()).toHaveValue('Is anyone there?');
      expect(error).toHaveBeenCalledWith(
        'Failed to send message:',
        'API Error: 500 Internal Server Error',
      );
      error.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    'removes the optimistic message when the stream reports an error',
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const stream = eventStream();
      const { app } = await openChat({ 'POST /chat/ask': () => stream.response() });
      await app.user.click(input());
      await app.user.keyboard('Hello?{Enter}');
      stream.send('delta', { text: 'Half an ans' });
      await within(log()).findByText('Half an ans');
      stream.send('error', { error: 'The model is unavailable.' });
      stream.close();
      expect(
        await screen.findByText('Failed to send message. Please try again.'),
      ).toBeInTheDocument();
      expect(within(log()).queryByText('Hello?')).toBeNull();
      expect(within(log()).queryByText('Half an ans')).toBeNull();
      error.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    "shows the done event's answer when it differs from the pieces streamed (it is the one kept)",
    async () => {
      const stream = eventStream();
      const answer = exchange(1, {
        message: 'Hello?',
        response: "I'm sorry, but I don't have that information.",
        sources: [],
      });
      const { app } = await openChat({ 'POST /chat/ask': () => stream.response() });
      await app.user.click(input());
      await app.user.keyboard('Hello?{Enter}');
      stream.send('delta', { text: 'Half an ans' });
      await within(log()).findByText('Half an ans');
      stream.send('done', answer);
      stream.close();
      expect(await within(log()).findByText(answer.response)).toBeInTheDocument();
      expect(within(log()).queryByText(/Half an ans/)).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    'clears the history only after a confirmation',
    async () => {
      let all = conversation(3);
      const { api, app } = await openChat({
        'GET /chat/history': history(() => all),
        'DELETE /chat/clear': () => {
          const deleted = all.length;
          all = [];
          return json(200, { deleted });
        },
      });
      await within(log()).findByText('Answer 3');
      await app.user.click(screen.getByRole('button', { name: /Clear history/ }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Clear chat history?');
      expect(dialog).toHaveTextContent('This cannot be undone.');
      await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.callsTo('DELETE', '/chat/clear')).toHaveLength(0);
      expect(within(log()).getByText('Answer 3')).toBeInTheDocument();

      await app.user.click(screen.getByRole('button', { name: /Clear history/ }));
      const again = await screen.findByRole('dialog');
      await app.user.click(within(again).getByRole('button', { name: 'Clear' }));
      expect(await screen.findByText('Chat history cleared')).toBeInTheDocument();
      expect(api.callsTo('DELETE', '/chat/clear')).toHaveLength(1);
      expect(within(log()).getByText('No conversation yet')).toBeInTheDocument();
      expect(within(log()).queryByText('Answer 3')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    'says when the history cannot be loaded or cleared',
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      mockApi(
        signedInRoutes({
          'GET /chat/history': () => json(500, { error: 'Something went wrong.' }),
        }),
      );
      renderApp('/chat', { token: 'tok' });
      expect(await screen.findByText('Failed to load chat history')).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith(
        'Failed to load chat history:',
        'API Error: 500 Internal Server Error',
      );
      error.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    'says when clearing fails, and keeps the conversation',
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { app } = await openChat({
        'GET /chat/history': history(() => conversation(1)),
        'DELETE /chat/clear': () => json(429, { error: 'Too many requests.' }),
      });
      await within(log()).findByText('Answer 1');
      await app.user.click(screen.getByRole('button', { name: /Clear history/ }));
      await app.user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }),
      );
      expect(await screen.findByText('Failed to clear chat history')).toBeInTheDocument();
      expect(within(log()).getByText('Answer 1')).toBeInTheDocument();
      error.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    'shows markup in messages and answers as literal text',
    async () => {
      const hostile = exchange(1, {
        message: '<script>window.hacked = 1</script>',
        response: '<img src="x" onerror="window.hacked = 2"><b>bold?</b>',
        sources: [
          { number: 1, title: '<img src=x onerror="window.hacked = 3">', document_id: '', url: '' },
        ],
      });
      await openChat({ 'GET /chat/history': history(() => [hostile]) });
      expect(
        await within(log()).findByText('<script>window.hacked = 1</script>'),
      ).toBeInTheDocument();
      expect(
        within(log()).getByText('<img src="x" onerror="window.hacked = 2"><b>bold?</b>'),
      ).toBeInTheDocument();
      expect(
        within(log()).getByText('<img src=x onerror="window.hacked = 3">'),
      ).toBeInTheDocument();
      expect(log().querySelector('script, img, b')).toBeNull();
      expect((window as { hacked?: unknown }).hacked).toBeUndefined();
    },
    UI_TIMEOUT,
  );
});

describe('/chat-widget', () => {
  const CONFIG = { org_name: 'Acme Support', language: 'en', rtl: false };

  function widgetRoutes(routes: Record<string, Handler> = {}): Record<string, Handler> {
    return {
      'GET /chat/widget-config': () => json(200, CONFIG),
      'GET /chat/history': history(() => []),
      'POST /chat/visitor': () => json(201, { visitor_token: 'v-new' }),
      ...routes,
    };
  }

  it(
    'chats as a website visitor: Org-Token and Visitor-Token, never the bearer token',
    async () => {
      // A staff member signed in on the same browser: the widget still never sends their token.
      const api = mockApi(
        signedInRoutes(
          widgetRoutes({
            'POST /chat/ask': () =>
              streamed(exchange(1, { message: 'Opening hours?', response: 'Nine to five.' })),
          }),
        ),
      );
      const app = renderApp('/chat-widget?orgId=org-1', { token: 'staff-token' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Acme Support' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
      expect(within(log()).getByText('No conversation yet')).toBeInTheDocument();
      // No token yet: nothing was ever asked from this browser, so no history call.
      expect(api.callsTo('GET', '/chat/history')).toHaveLength(0);

      await app.user.click(input());
      await app.user.keyboard('Opening hours?{Enter}');
      await within(log()).findByText('Nine to five.');

      const config = api.callsTo('GET', '/chat/widget-config')[0]!;
      const visitor = api.callsTo('POST', '/chat/visitor')[0]!;
      const ask = api.callsTo('POST', '/chat/ask')[0]!;
      for (const call of [config, visitor, ask]) {
        expect(call.headers.get('org-token')).toBe('org-1');
        expect(call.headers.get('authorization')).toBeNull();
      }
      expect(ask.headers.get('visitor-token')).toBe('v-new');
      expect(window.localStorage.getItem('winzmail:visitor:org-1')).toBe('v-new');
      await waitFor(() => expect(api.callsTo('GET', '/chat/history')).toHaveLength(1));
      const reload = api.callsTo('GET', '/chat/history')[0]!;
      expect(reload.headers.get('visitor-token')).toBe('v-new');
      expect(reload.headers.get('authorization')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    'drops an expired visitor token, starts a new visitor with the next question, and mirrors the page for a right-to-left org',
    async () => {
      window.localStorage.setItem('winzmail:visitor:org-2', 'stale');
      const api = mockApi(
        widgetRoutes({
          'GET /chat/widget-config': () => json(200, { ...CONFIG, language: 'ar', rtl: true }),
          'GET /chat/history': (request) =>
            request.headers.get('visitor-token') === 'stale'
              ? json(401, { error: 'Please start a new chat.' })
              : history(() => [])(request),
          'POST /chat/ask': (request) =>
            request.headers.get('visitor-token') === 'v-new'
              ? streamed(exchange(1, { message: 'Hours?', response: 'Nine to five.' }))
              : json(401, { error: 'Please start a new chat.' }),
        }),
      );
      const app = renderApp('/chat-widget?orgId=org-2');
      // The visitor chose no language: the page speaks the organisation's.
      expect(await screen.findByRole('button', { name: /مسح السجل/ })).toBeInTheDocument();
      expect(screen.getByTestId('chat-widget')).toHaveAttribute('dir', 'rtl');
      // The stale token reads nothing and is dropped; no new visitor until a question needs one.
      await waitFor(() => expect(window.localStorage.getItem('winzmail:visitor:org-2')).toBeNull());
      expect(api.callsTo('POST', '/chat/visitor')).toHaveLength(0);

      await app.user.click(screen.getByRole('textbox')); // labelled in Arabic here
      await app.user.keyboard('Hours?{Enter}');
      await within(log()).findByText('Nine to five.');
      expect(api.callsTo('POST', '/chat/visitor')).toHaveLength(1);
      expect(api.callsTo('POST', '/chat/ask').map((c) => c.headers.get('visitor-token'))).toEqual([
        'v-new',
      ]);
      expect(window.localStorage.getItem('winzmail:visitor:org-2')).toBe('v-new');
    },
    UI_TIMEOUT,
  );

  it(
    "keeps the visitor's own language choice",
    async () => {
      window.localStorage.setItem('app-language', 'de');
      await initI18n('de');
      mockApi(
        widgetRoutes({
          'GET /chat/widget-config': () => json(200, { ...CONFIG, language: 'ar', rtl: true }),
        }),
      );
      renderApp('/chat-widget?orgId=org-3');
      expect(await screen.findByText('Noch keine Unterhaltung')).toBeInTheDocument();
      expect(screen.getByTestId('chat-widget')).toHaveAttribute('dir', 'rtl');
    },
    UI_TIMEOUT,
  );

  it(
    'clears the visitor conversation after a confirmation',
    async () => {
      window.localStorage.setItem('winzmail:visitor:org-1', 'v1');
      let all = conversation(2);
      const api = mockApi(
        widgetRoutes({
          'GET /chat/history': history(() => all),
          'DELETE /chat/clear': () => {
            all = [];
            return json(200, { deleted: 2 });
          },
        }),
      );
      const app = renderApp('/chat-widget?orgId=org-1');
      await within(await screen.findByRole('log')).findByText('Answer 2');
      await app.user.click(screen.getByRole('button', { name: /Clear history/ }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('This cannot be undone.');
      await app.user.click(within(dialog).getByRole('button', { name: 'Clear' }));
      expect(await screen.findByText('Chat history cleared')).toBeInTheDocument();
      const clear = api.callsTo('DELETE', '/chat/clear')[0]!;
      expect(clear.headers.get('org-token')).toBe('org-1');
      expect(clear.headers.get('visitor-token')).toBe('v1');
    },
    UI_TIMEOUT,
  );

  it(
    'says when the organisation has no chat',
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      mockApi({ 'GET /chat/widget-config': () => json(404, { error: 'Organisation not found' }) });
      renderApp('/chat-widget?orgId=nope');
      expect(await screen.findByText('Chat unavailable')).toBeInTheDocument();
      error.mockRestore();
    },
    UI_TIMEOUT,
  );
});
