import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '../../api/contract';
import { initI18n } from '../../i18n';
import { json, mockApi, signedInRoutes, type Handler } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(async () => {
  await preloadRoutes();
  await import('./ChatPage');
}, 60_000);

afterEach(async () => {
  window.localStorage.clear();
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

const history =
  (all: () => ChatMessage[]): Handler =>
  () =>
    json(200, { chats: all(), total: all().length });

/** POST /chat/feedback as the gateway answers it, keeping the rating on the exchange. */
function feedback(all: ChatMessage[]): Handler {
  return async (request) => {
    const body = (await request.json()) as {
      chat_id: string;
      rating: 'up' | 'down';
      reason: string;
    };
    const found = all.find((c) => c.id === body.chat_id);
    if (!found) return json(404, { error: 'This answer was not found.' });
    found.rating = body.rating;
    return json(200, { ...body, rated_at: '2026-01-05T10:00:00.000Z' });
  };
}

const answerOf = (text: string) => {
  const li = within(screen.getByRole('log'))
    .getAllByTestId('chat-answer')
    .find((el) => el.textContent?.includes(text));
  if (!li) throw new Error(`no answer ${text}`);
  return within(li);
};

describe('rating answers', () => {
  it(
    'staff: shows the kept rating, thumbs down then an optional reason, and thanks',
    async () => {
      const all = [exchange(2), exchange(1, { rating: 'up' })];
      const api = mockApi(
        signedInRoutes({
          'GET /chat/history': history(() => all),
          'POST /chat/feedback': feedback(all),
        }),
      );
      const app = renderApp('/chat', { token: 'tok' });
      await within(await screen.findByRole('log')).findByText('Answer 2');

      // The rating kept on the server is shown after a reload.
      const first = answerOf('Answer 1');
      expect(first.getByRole('button', { name: 'Helpful' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(first.getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(first.getByRole('group', { name: 'Rate this answer' })).toBeInTheDocument();

      const second = answerOf('Answer 2');
      await app.user.click(second.getByRole('button', { name: 'Not helpful' }));
      await waitFor(() =>
        expect(second.getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      const reason = second.getByLabelText('What was wrong? (optional)');
      await app.user.type(reason, '<b>Missing the price</b>');
      await app.user.click(second.getByRole('button', { name: 'Send' }));
      expect(await second.findByText('Thanks for your feedback!')).toBeInTheDocument();
      expect(second.queryByLabelText('What was wrong? (optional)')).toBeNull();

      const calls = api.callsTo('POST', '/chat/feedback');
      expect(calls.map((c) => c.body)).toEqual([
        { chat_id: 'c2', rating: 'down', reason: '' },
        { chat_id: 'c2', rating: 'down', reason: '<b>Missing the price</b>' },
      ]);
      expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok');
    },
    UI_TIMEOUT,
  );

  it(
    'website visitor: rates with Org-Token and Visitor-Token, and shows the limit’s message',
    async () => {
      window.localStorage.setItem('winzmail:visitor:org-1', 'v1');
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const all = [exchange(1)];
      let limited = false;
      const api = mockApi({
        'GET /chat/widget-config': () =>
          json(200, { org_name: 'Acme', language: 'en', rtl: false }),
        'GET /chat/history': history(() => all),
        'POST /chat/feedback': (request) =>
          limited
            ? json(429, { error: 'Too many ratings. Please try again later.' })
            : feedback(all)(request),
      });
      const app = renderApp('/chat-widget?orgId=org-1');
      await within(await screen.findByRole('log')).findByText('Answer 1');
      await app.user.click(answerOf('Answer 1').getByRole('button', { name: 'Helpful' }));
      expect(
        await answerOf('Answer 1').findByText('Thanks for your feedback!'),
      ).toBeInTheDocument();
      const call = api.callsTo('POST', '/chat/feedback')[0]!;
      expect(call.headers.get('org-token')).toBe('org-1');
      expect(call.headers.get('visitor-token')).toBe('v1');
      expect(call.headers.get('authorization')).toBeNull();

      limited = true;
      await app.user.click(answerOf('Answer 1').getByRole('button', { name: 'Not helpful' }));
      expect(
        await screen.findByText('Too many ratings. Please try again later.'),
      ).toBeInTheDocument();
      // Not saved: the kept rating stays pressed, and no reason is asked for.
      expect(answerOf('Answer 1').getByRole('button', { name: 'Helpful' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(answerOf('Answer 1').queryByLabelText('What was wrong? (optional)')).toBeNull();
      error.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    'labels the thumbs in the page’s language, right to left for Arabic',
    async () => {
      window.localStorage.setItem('winzmail:visitor:org-2', 'v2');
      mockApi({
        'GET /chat/widget-config': () => json(200, { org_name: 'Acme', language: 'ar', rtl: true }),
        'GET /chat/history': history(() => [exchange(1)]),
      });
      renderApp('/chat-widget?orgId=org-2');
      const group = await screen.findByRole('group', { name: 'قيّم هذه الإجابة' });
      expect(within(group).getByRole('button', { name: 'مفيدة' })).toBeInTheDocument();
      expect(within(group).getByRole('button', { name: 'غير مفيدة' })).toBeInTheDocument();
      expect(screen.getByTestId('chat-widget')).toHaveAttribute('dir', 'rtl');
    },
    UI_TIMEOUT,
  );
});
