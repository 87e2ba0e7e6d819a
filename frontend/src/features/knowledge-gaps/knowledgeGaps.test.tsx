import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IncomingEmail, KnowledgeDocument } from '../../api/contract';
import type { GapEntry, GapGroup, KnowledgeGaps } from '../../api/knowledgeGaps';
import { setLanguage } from '../../i18n';
import type { Handler } from '../../test/api';
import { json, mockApi, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);
afterEach(() => {
  jest.restoreAllMocks();
});

/** The whole app in jsdom with antd: slow on a loaded machine, so a longer limit. */
const UI_TIMEOUT = 120_000;

const GIFT_CARDS: GapGroup = {
  id: 'g-gift',
  count: 5,
  this_week: 4,
  last_week: 1,
  newest_at: '2026-11-26T10:00:00.000Z',
  examples: [
    {
      // Hostile text: shown as text, never as markup.
      question: 'Do you sell gift cards? <img src=x onerror="alert(1)"><b>now</b>',
      source: 'email_abstained',
      occurred_at: '2026-11-26T10:00:00.000Z',
      reference_id: 'email-17',
      answer: '',
    },
    {
      question: 'Can I buy a gift voucher?',
      source: 'draft_edited',
      occurred_at: '2026-11-25T09:00:00.000Z',
      reference_id: 'email-12',
      answer: 'Yes, gift cards from 10 to 200 euros are sold in the shop.',
    },
    {
      question: 'Gift card for my sister?',
      source: 'widget_abstained',
      occurred_at: '2026-11-20T09:00:00.000Z',
      reference_id: 'answer-3',
      answer: '',
    },
  ],
};

const PAYPAL: GapGroup = {
  id: 'g-paypal',
  count: 2,
  this_week: 0,
  last_week: 2,
  newest_at: '2026-11-19T08:00:00.000Z',
  examples: [
    {
      question: 'Do you accept PayPal?',
      source: 'negative_feedback',
      occurred_at: '2026-11-19T08:00:00.000Z',
      reference_id: 'answer-9',
      answer: '',
    },
    {
      question: 'PayPal possible?',
      source: 'chat_abstained',
      occurred_at: '2026-11-18T08:00:00.000Z',
      reference_id: 'answer-8',
      answer: '',
    },
  ],
};

const STEADY: GapGroup = {
  ...PAYPAL,
  id: 'g-steady',
  count: 1,
  this_week: 1,
  last_week: 1,
  examples: [{ ...PAYPAL.examples[0]!, question: 'Do you ship to Norway?' }],
};

const gaps = (fields: Partial<KnowledgeGaps> = {}): KnowledgeGaps => ({
  groups: [GIFT_CARDS, PAYPAL, STEADY],
  total: 8,
  grouped_by: 'meaning',
  ...fields,
});

const DOCUMENT: KnowledgeDocument = {
  id: 'doc-1',
  filename: 'Q&A – Do you sell gift cards.md',
  upload_time: '2026-11-27T09:00:00.000Z',
  size: 120,
  type: 'md',
  status: 'processing',
  error: '',
  source_url: '',
  chunk_count: 0,
};
const ENTRY: GapEntry = { document: DOCUMENT, resolved: 5 };

async function openGaps(routes: Record<string, Handler>, heading = 'Knowledge gaps') {
  const api = mockApi(signedInRoutes(routes));
  const app = renderApp('/knowledge-gaps', { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: heading });
  return { api, app };
}

const dialog = () => screen.findByRole('dialog');
const field = (name: 'question' | 'answer') =>
  screen.getByTestId(`gap-entry-${name}`) as HTMLTextAreaElement;

describe('knowledge gaps page', () => {
  it(
    'shows the groups in the server order with counts, trend, sources and examples, as text',
    async () => {
      await openGaps({ 'GET /org/knowledge-gaps': () => json(200, gaps()) });
      const groups = await screen.findAllByTestId('gap-group');
      expect(groups).toHaveLength(3);
      expect(screen.getByTestId('gaps-total')).toHaveTextContent('Open questions: 8');
      expect(screen.getByText(/grouped by meaning/)).toBeInTheDocument();
      expect(screen.queryByTestId('gaps-words-note')).toBeNull();

      const [gift, paypal, steady] = groups as [HTMLElement, HTMLElement, HTMLElement];
      expect(within(gift).getByTestId('gap-count')).toHaveTextContent('Times asked: 5');
      const trend = within(gift).getByTestId('gap-trend');
      expect(trend).toHaveAttribute('data-trend', 'up');
      expect(trend).toHaveTextContent('Rising');
      expect(trend).toHaveTextContent('4 this week, 1 last week');
      expect(
        within(within(gift).getByTestId('gap-sources'))
          .getAllByText(/./)
          .map((t) => t.textContent),
      ).toEqual([
        'Email: AI had no answer',
        'Draft changed a lot',
        'Website chat: AI had no answer',
      ]);
      const questions = within(gift)
        .getAllByTestId('gap-question')
        .map((q) => q.textContent);
      expect(questions).toEqual([
        'Do you sell gift cards? <img src=x onerror="alert(1)"><b>now</b>',
        'Can I buy a gift voucher?',
        'Gift card for my sister?',
      ]);
      expect(gift.querySelector('img, b')).toBeNull();
      expect(within(gift).getAllByTestId('gap-answer')).toHaveLength(1);
      expect(within(gift).getByTestId('gap-answer')).toHaveTextContent(
        'Yes, gift cards from 10 to 200 euros are sold in the shop.',
      );
      expect(within(gift).getAllByRole('time')[0]).toHaveTextContent(/Nov 26, 2026/);

      expect(within(paypal).getByTestId('gap-trend')).toHaveAttribute('data-trend', 'down');
      expect(within(paypal).getByTestId('gap-trend')).toHaveTextContent(
        'Falling0 this week, 2 last week',
      );
      expect(within(paypal).getByTestId('gap-sources')).toHaveTextContent('Thumbs down');
      expect(within(paypal).getByTestId('gap-sources')).toHaveTextContent('Chat: AI had no answer');
      expect(within(steady).getByTestId('gap-trend')).toHaveTextContent('Steady');
    },
    UI_TIMEOUT,
  );

  it(
    'adds an entry from a group: prefilled, edited, posted; the success names the document and the group leaves',
    async () => {
      let resolved = false;
      const { api, app } = await openGaps({
        'GET /org/knowledge-gaps': () =>
          json(200, resolved ? gaps({ groups: [PAYPAL, STEADY], total: 3 }) : gaps()),
        'POST /org/knowledge-gaps/entries': () => {
          resolved = true;
          return json(201, ENTRY);
        },
      });
      const [gift] = (await screen.findAllByTestId('gap-group')) as [HTMLElement];
      await app.user.click(within(gift).getByTestId('gap-add'));
      const modal = await dialog();
      expect(within(modal).getByText('Add to knowledge base')).toBeInTheDocument();
      // The newest question and the group's staff answer, both editable; the limits shown.
      expect(field('question').value).toBe(
        'Do you sell gift cards? <img src=x onerror="alert(1)"><b>now</b>',
      );
      expect(field('answer').value).toBe(
        'Yes, gift cards from 10 to 200 euros are sold in the shop.',
      );
      expect(modal).toHaveTextContent('/ 500');
      expect(modal).toHaveTextContent('/ 4000');

      fireEvent.change(field('question'), { target: { value: 'Do you sell gift cards?' } });
      fireEvent.change(field('answer'), {
        target: { value: 'Yes: gift cards from 10 to 200 euros, in the shop.' },
      });
      await app.user.click(within(modal).getByRole('button', { name: 'Save' }));

      await waitFor(() =>
        expect(api.callsTo('POST', '/org/knowledge-gaps/entries')).toHaveLength(1),
      );
      expect(api.callsTo('POST', '/org/knowledge-gaps/entries')[0]!.body).toEqual({
        question: 'Do you sell gift cards?',
        answer: 'Yes: gift cards from 10 to 200 euros, in the shop.',
        // The newest question came from an email of the queue: its group is resolved with it.
        email_id: 'email-17',
      });
      expect(
        await screen.findByText(
          'Added to the knowledge base as “Q&A – Do you sell gift cards.md”.',
        ),
      ).toBeInTheDocument();
      // Read again: the group has left the queue.
      await waitFor(() => expect(screen.getAllByTestId('gap-group')).toHaveLength(2));
      expect(api.callsTo('GET', '/org/knowledge-gaps').length).toBeGreaterThanOrEqual(2);
      expect(screen.queryByText('Can I buy a gift voucher?')).toBeNull();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    UI_TIMEOUT,
  );

  it(
    "shows the server's field errors on the fields, and its message; a chat group sends no email id",
    async () => {
      const { api, app } = await openGaps({
        'GET /org/knowledge-gaps': () => json(200, gaps()),
        'POST /org/knowledge-gaps/entries': () =>
          json(400, {
            error: 'Give a question and its answer.',
            fields: { answer: 'The answer is at most 4,000 characters.' },
          }),
      });
      const groups = await screen.findAllByTestId('gap-group');
      await app.user.click(within(groups[1]!).getByTestId('gap-add'));
      const modal = await dialog();
      expect(field('question').value).toBe('Do you accept PayPal?');
      // No staff answer in the group: the answer starts empty and is required.
      expect(field('answer').value).toBe('');
      await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
      expect(await within(modal).findByText('Please enter the answer.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/org/knowledge-gaps/entries')).toHaveLength(0);

      fireEvent.change(field('answer'), { target: { value: 'Yes, PayPal is accepted.' } });
      await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
      expect(
        await within(modal).findByText('The answer is at most 4,000 characters.'),
      ).toBeInTheDocument();
      expect(within(modal).getByTestId('gap-entry-error')).toHaveTextContent(
        'Give a question and its answer.',
      );
      expect(api.callsTo('POST', '/org/knowledge-gaps/entries')[0]!.body).toEqual({
        question: 'Do you accept PayPal?',
        answer: 'Yes, PayPal is accepted.',
      });
      // Still open, nothing lost.
      expect(field('answer').value).toBe('Yes, PayPal is accepted.');
    },
    UI_TIMEOUT,
  );

  it(
    'grouped by words: says so',
    async () => {
      await openGaps({
        'GET /org/knowledge-gaps': () => json(200, gaps({ grouped_by: 'words' })),
      });
      expect(await screen.findByTestId('gaps-words-note')).toHaveTextContent(
        'Grouped by shared words',
      );
      expect(screen.getByTestId('gaps-words-note')).toHaveTextContent(
        'No semantic model is configured',
      );
    },
    UI_TIMEOUT,
  );

  it(
    'an empty queue',
    async () => {
      await openGaps({
        'GET /org/knowledge-gaps': () => json(200, gaps({ groups: [], total: 0 })),
      });
      expect(await screen.findByTestId('gaps-empty')).toHaveTextContent(
        'No unanswered questions — nice.',
      );
      expect(screen.queryByTestId('gap-group')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    "a failed load shows the server's message",
    async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await openGaps({
        'GET /org/knowledge-gaps': () =>
          json(503, { error: 'The knowledge service is not available.' }),
      });
      const alert = await screen.findByTestId('gaps-load-error');
      expect(alert).toHaveTextContent('Failed to load the knowledge gaps');
      expect(alert).toHaveTextContent('The knowledge service is not available.');
    },
    UI_TIMEOUT,
  );

  it(
    'in Arabic: right to left, Arabic texts',
    async () => {
      await setLanguage('ar');
      try {
        const { app } = await openGaps(
          { 'GET /org/knowledge-gaps': () => json(200, gaps()) },
          'فجوات المعرفة',
        );
        expect(document.documentElement).toHaveAttribute('dir', 'rtl');
        const [gift] = (await screen.findAllByTestId('gap-group')) as [HTMLElement];
        expect(within(gift).getByTestId('gap-trend')).toHaveTextContent('في ازدياد');
        expect(within(gift).getByTestId('gap-sources')).toHaveTextContent('مسودة غُيّرت كثيرًا');
        // Customers' questions take their own direction.
        expect(within(gift).getAllByTestId('gap-question')[0]).toHaveAttribute('dir', 'auto');
        await app.user.click(within(gift).getByTestId('gap-add'));
        const modal = await dialog();
        expect(within(modal).getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
        expect(field('question')).toHaveAttribute('dir', 'auto');
      } finally {
        await setLanguage('en');
      }
    },
    UI_TIMEOUT,
  );
});

const REPLIED: IncomingEmail = {
  id: 'e-replied',
  from_address: 'robin@customer.test',
  from_name: 'Robin',
  subject: 'Re: Gift cards',
  body: 'Hello,\n\ndo you have them\nin the shop?',
  body_html: '',
  quoted: '',
  reply_body: 'Yes, gift cards from 10 to 200 euros are sold in the shop.',
  reason: '',
  sources: [],
  status: 'replied',
  created_at: '2026-11-20T09:30:00.000Z',
  received_at: '2026-11-20T12:00:00.000Z',
};

function incoming(emails: IncomingEmail[]): Handler {
  return () => {
    const response = json(200, emails);
    response.headers.set('X-Total-Count', String(emails.length));
    return response;
  };
}

describe('Add to knowledge base in the Inbox', () => {
  it(
    "a replied email: the button opens the form with its question and staff's reply, and posts",
    async () => {
      const pending: IncomingEmail = { ...REPLIED, id: 'e-pending', status: 'pending' };
      const api = mockApi(
        signedInRoutes({
          'GET /org/email/incoming': incoming([REPLIED, pending]),
          'POST /org/knowledge-gaps/entries': () => json(201, ENTRY),
        }),
      );
      const app = renderApp('/emails', { token: 'tok' });
      await screen.findByTestId('email-list');
      const rowOf = (id: string) =>
        screen.getAllByTestId('email-row').find((r) => r.dataset.emailId === id)!;

      // Not on an email without a sent reply.
      await app.user.click(rowOf('e-pending'));
      await screen.findByTestId('email-detail');
      expect(screen.queryByTestId('gap-add')).toBeNull();
      await app.user.click(screen.getByTestId('email-back'));
      await screen.findByTestId('email-list');

      await app.user.click(rowOf('e-replied'));
      await screen.findByTestId('sent-reply');
      await app.user.click(screen.getByTestId('gap-add'));
      const modal = await dialog();
      // Worded as the queue words it: the subject first, on one line.
      expect(field('question').value).toBe('Gift cards: Hello, do you have them in the shop?');
      expect(field('answer').value).toBe(
        'Yes, gift cards from 10 to 200 euros are sold in the shop.',
      );
      await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(api.callsTo('POST', '/org/knowledge-gaps/entries')).toHaveLength(1),
      );
      expect(api.callsTo('POST', '/org/knowledge-gaps/entries')[0]!.body).toEqual({
        question: 'Gift cards: Hello, do you have them in the shop?',
        answer: 'Yes, gift cards from 10 to 200 euros are sold in the shop.',
      });
      expect(
        await screen.findByText(
          'Added to the knowledge base as “Q&A – Do you sell gift cards.md”.',
        ),
      ).toBeInTheDocument();
    },
    UI_TIMEOUT,
  );
});
