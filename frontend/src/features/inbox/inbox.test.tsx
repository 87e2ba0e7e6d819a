import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { IncomingEmail, ReplyAnswer } from '../../api/contract';
import type { EmailStats } from '../../api/contract';
import { json, mockApi, signedInRoutes, type Handler } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';
import { sanitiseEmailHtml } from './sanitize';

beforeAll(preloadRoutes, 60_000);

const email = (id: string, fields: Partial<IncomingEmail>): IncomingEmail => ({
  id,
  from_address: `${id}@example.com`,
  from_name: '',
  subject: `Subject ${id}`,
  body: `Body of ${id}`,
  body_html: '',
  quoted: '',
  reply_body: '',
  reason: '',
  sources: [],
  status: 'pending',
  created_at: '2026-11-20T09:30:00.000Z',
  received_at: '2026-11-20T12:00:00.000Z',
  ...fields,
});

const HOSTILE_HTML =
  '<p>Hello <b>there</b></p><script>window.hacked = 1</script>' +
  '<img src="x" onerror="window.hacked = 2"><img src="https://tracker.example/pixel.gif">' +
  '<form action="https://evil.example/steal"><input name="password"><button>Go</button></form>' +
  '<a href="javascript:alert(1)">click</a><a href="https://shop.example/order">order</a>' +
  '<svg onload="window.hacked = 3"></svg><iframe src="https://evil.example"></iframe>';

const EMAILS: IncomingEmail[] = [
  email('e1', {
    from_name: 'Maria Keller',
    from_address: 'maria@shop.example',
    subject: 'Where is my order?',
    body: 'Hello, my order #123 has not arrived yet.',
    quoted: 'On Monday, Shop wrote:\n> Your order has shipped.',
    reply_body: 'Dear Maria, your parcel leaves today.',
    status: 'pending',
  }),
  email('e2', {
    from_address: 'tom@customer.example',
    subject: 'Invoice question',
    body: 'Could you resend the invoice?',
    reply_body: 'Dear Tom, the invoice is attached [1].',
    reason: 'not sent automatically: the reply is not grounded in the knowledge base',
    status: 'drafted',
    sources: [
      {
        number: 1,
        document_id: 'd1',
        chunk_id: 'c1',
        filename: 'billing.pdf',
        heading: 'Invoices',
        excerpt: 'Invoices can be sent again on request.',
      },
    ],
  }),
  email('e3', {
    subject: 'Thanks!',
    body: 'Thanks for the quick help.',
    reply_body: 'You are welcome, Ana.',
    status: 'replied',
  }),
  email('e4', {
    from_address: '',
    subject: '',
    body: '',
    // No Date header: the list shows when it arrived.
    received_at: '',
    reply_body: 'never shown in the editor',
    reason: 'automated message (Auto-Submitted: auto-generated)',
    status: 'no_reply_needed',
  }),
  email('e5', {
    from_name: 'Newsletter',
    subject: 'Our autumn offers',
    body: 'Hello there (text version)',
    body_html: HOSTILE_HTML,
    status: 'pending',
  }),
];

const STATS: EmailStats = {
  total: 5,
  pending: 2,
  drafted: 1,
  replied: 1,
  no_reply_needed: 1,
  week: [],
  ai_sent: 0,
  ai_sent_unedited: 0,
  ai_kept_permille_sum: 0,
};

/** The query strings the list was read with. */
let listQueries: string[] = [];

/** GET /org/email/incoming as the gateway answers it: a page, and the total in a header. */
function incoming(all: IncomingEmail[]): Handler {
  return (request) => {
    const url = new URL(request.url);
    listQueries.push(url.search);
    const status = url.searchParams.get('status');
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const matching = status ? all.filter((e) => e.status === status) : all;
    const response = json(200, matching.slice(offset, offset + limit));
    response.headers.set('X-Total-Count', String(matching.length));
    return response;
  };
}

async function openInbox(routes: Record<string, Handler> = {}, emails = EMAILS) {
  listQueries = [];
  const api = mockApi(
    signedInRoutes({
      'GET /org/email/incoming': incoming(emails),
      'GET /org/email/stats': () => json(200, STATS),
      ...routes,
    }),
  );
  const app = renderApp('/emails', { token: 'tok' });
  await screen.findByTestId('email-list');
  return { api, app };
}

const rows = () => screen.queryAllByTestId('email-row');
const row = (id: string) => rows().find((r) => r.dataset.emailId === id)!;

async function openEmail(app: ReturnType<typeof renderApp>, id: string) {
  await app.user.click(row(id));
  return screen.findByTestId('email-detail');
}

/** The whole app in jsdom with antd: slow on a loaded machine, so a longer limit. */
const UI_TIMEOUT = 120_000;

describe('inbox list', () => {
  it(
    'shows every email with its sender, date, status, subject and preview, and the counts',
    async () => {
      const { api } = await openInbox();
      expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
      expect(rows()).toHaveLength(5);
      const first = row('e1');
      expect(first).toHaveTextContent('M');
      expect(first).toHaveTextContent('Maria Keller');
      expect(first).toHaveTextContent('Pending');
      expect(first).toHaveTextContent('Where is my order?');
      expect(first).toHaveTextContent('Hello, my order #123 has not arrived yet.');
      expect(first).toHaveTextContent('Nov 20, 2026');
      // No name: the address is the sender.
      expect(row('e2')).toHaveTextContent('tom@customer.example');
      expect(row('e2')).toHaveTextContent('Drafted');

      await waitFor(() => expect(screen.getByTestId('count-emails')).toHaveTextContent('5'));
      expect(screen.getByTestId('count-replied')).toHaveTextContent('Replied1');
      expect(screen.getByTestId('count-drafted')).toHaveTextContent('Drafted1');
      expect(screen.getByTestId('count-pending')).toHaveTextContent('Pending2');

      expect(listQueries[0]).toBe('?limit=20&offset=0');
      expect(api.callsTo('GET', '/org/email/stats')).not.toHaveLength(0);
    },
    UI_TIMEOUT,
  );

  it(
    "falls back to 'unknown sender', 'no subject' and 'no content available'",
    async () => {
      await openInbox();
      const blank = row('e4');
      expect(blank).toHaveTextContent('?');
      expect(blank).toHaveTextContent('Unknown sender');
      expect(blank).toHaveTextContent('No subject');
      expect(blank).toHaveTextContent('No content available');
      expect(blank).toHaveTextContent('No reply needed');
      expect(blank).toHaveTextContent('Nov 20, 2026');
    },
    UI_TIMEOUT,
  );

  it(
    'searches the loaded emails by subject or sender, in any case, without asking the server',
    async () => {
      const { app } = await openInbox();
      const search = screen.getByRole('textbox', { name: 'Search by subject or sender' });
      await app.user.type(search, 'MARIA');
      expect(rows().map((r) => r.dataset.emailId)).toEqual(['e1']);
      await app.user.clear(search);
      await app.user.type(search, 'invoice');
      expect(rows().map((r) => r.dataset.emailId)).toEqual(['e2']);
      await app.user.clear(search);
      await app.user.type(search, 'CUSTOMER.example');
      expect(rows().map((r) => r.dataset.emailId)).toEqual(['e2']);
      await app.user.clear(search);
      await app.user.type(search, 'nothing like this');
      expect(rows()).toHaveLength(0);
      expect(screen.getByTestId('inbox-empty')).toHaveTextContent(
        'No emails match your search or filter.',
      );
      // Searching is local: the list is only ever read whole (a poll may read it again).
      expect(new Set(listQueries)).toEqual(new Set(['?limit=20&offset=0']));
    },
    UI_TIMEOUT,
  );

  it(
    'filters by status on the server: all, replied, drafted, pending',
    async () => {
      const { api, app } = await openInbox();
      const filter = screen.getByTestId('inbox-filter');
      expect(
        within(filter)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['All', 'Replied', 'Drafted', 'Pending']);
      await app.user.click(within(filter).getByText('Drafted'));
      await waitFor(() => expect(rows().map((r) => r.dataset.emailId)).toEqual(['e2']));
      await app.user.click(within(filter).getByText('Pending'));
      await waitFor(() => expect(rows().map((r) => r.dataset.emailId)).toEqual(['e1', 'e5']));
      await app.user.click(within(filter).getByText('All'));
      await waitFor(() => expect(rows()).toHaveLength(5));
      expect(listQueries).toEqual(
        expect.arrayContaining([
          '?limit=20&offset=0&status=drafted',
          '?limit=20&offset=0&status=pending',
        ]),
      );
      expect(api.callsTo('GET', '/org/email/incoming').length).toBe(listQueries.length);
    },
    UI_TIMEOUT,
  );
});

describe('more emails than one page', () => {
  const MANY = Array.from({ length: 23 }, (_, i) =>
    email(`m${i + 1}`, { subject: `Message ${i + 1}` }),
  );

  it(
    'loads the next page by offset and says how many are shown',
    async () => {
      const { app } = await openInbox({}, MANY);
      expect(rows()).toHaveLength(20);
      expect(screen.getByTestId('inbox-shown')).toHaveTextContent('20 of 23 shown');
      await app.user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(rows()).toHaveLength(23));
      expect(rows().at(-1)).toHaveTextContent('Message 23');
      expect(listQueries).toContain('?limit=20&offset=20');
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    },
    UI_TIMEOUT,
  );
});

describe('an empty inbox, and one that cannot be read', () => {
  it(
    'says there are no emails yet',
    async () => {
      mockApi(
        signedInRoutes({
          'GET /org/email/incoming': incoming([]),
          'GET /org/email/stats': () => json(200, { ...STATS, total: 0, pending: 0 }),
        }),
      );
      renderApp('/emails', { token: 'tok' });
      expect(await screen.findByTestId('inbox-empty')).toHaveTextContent('No emails yet');
    },
    UI_TIMEOUT,
  );

  it(
    'only logs a load failure',
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      mockApi(
        signedInRoutes({
          'GET /org/email/incoming': () => json(500, { error: 'Something went wrong.' }),
          'GET /org/email/stats': () => json(500, { error: 'Something went wrong.' }),
        }),
      );
      renderApp('/emails', { token: 'tok' });
      await waitFor(() =>
        expect(error).toHaveBeenCalledWith(
          'Failed to load emails:',
          'API Error: 500 Internal Server Error',
        ),
      );
      expect(error).toHaveBeenCalledWith(
        'Failed to load email counts:',
        'API Error: 500 Internal Server Error',
      );
      expect(screen.getByTestId('inbox-empty')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      error.mockRestore();
    },
    UI_TIMEOUT,
  );
});

describe('an email', () => {
  it(
    'opens with its subject, sender and received time, and goes back to the list',
    async () => {
      const { app } = await openInbox();
      const detail = await openEmail(app, 'e1');
      expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Where is my order?',
      );
      expect(within(detail).getByTestId('email-sender')).toHaveTextContent(
        'Maria Keller <maria@shop.example>',
      );
      expect(within(detail).getByTestId('email-received')).toHaveAttribute(
        'datetime',
        '2026-11-20T12:00:00.000Z',
      );
      expect(within(detail).getByTestId('email-text')).toHaveTextContent(
        'Hello, my order #123 has not arrived yet.',
      );
      // The quoted history is there on request.
      expect(within(detail).queryByTestId('quoted-text')).toBeNull();
      await app.user.click(within(detail).getByRole('button', { name: 'Show earlier messages' }));
      expect(within(detail).getByTestId('quoted-text')).toHaveTextContent(
        'On Monday, Shop wrote: > Your order has shipped.',
      );
      await app.user.click(screen.getByRole('button', { name: /Back to inbox/ }));
      expect(await screen.findByTestId('email-list')).toBeInTheDocument();
      expect(screen.queryByTestId('email-detail')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    'preloads the editor with the reply of a pending or drafted email; other statuses start empty',
    async () => {
      const { app } = await openInbox();
      let detail = await openEmail(app, 'e1');
      expect(within(detail).getByTestId('reply-editor')).toHaveValue(
        'Dear Maria, your parcel leaves today.',
      );
      await app.user.click(screen.getByRole('button', { name: /Back to inbox/ }));

      detail = await openEmail(app, 'e2');
      expect(within(detail).getByTestId('reply-editor')).toHaveValue(
        'Dear Tom, the invoice is attached [1].',
      );
      expect(within(detail).getByTestId('email-reason')).toHaveTextContent(
        'Not sent automatically',
      );
      expect(within(detail).getByTestId('email-reason')).toHaveTextContent(
        'not grounded in the knowledge base',
      );
      const [source] = within(detail).getAllByTestId('reply-source');
      expect(source).toHaveTextContent('[1]billing.pdf · Invoices');
      expect(source).toHaveTextContent('Invoices can be sent again on request.');
      await app.user.click(screen.getByRole('button', { name: /Back to inbox/ }));

      detail = await openEmail(app, 'e4');
      expect(within(detail).getByTestId('reply-editor')).toHaveValue('');
      expect(within(detail).getByTestId('email-reason')).toHaveTextContent('No reply needed');
      expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('No subject');
      expect(within(detail).getByTestId('email-sender')).toHaveTextContent('Unknown sender');
      expect(within(detail).getByTestId('email-text')).toHaveTextContent('No content available');
    },
    UI_TIMEOUT,
  );

  it(
    'replied: shows the saved reply read-only, with no editor',
    async () => {
      const { app } = await openInbox();
      const detail = await openEmail(app, 'e3');
      expect(within(detail).getByTestId('sent-reply')).toHaveTextContent('You are welcome, Ana.');
      expect(within(detail).queryByTestId('reply-editor')).toBeNull();
      expect(within(detail).queryByRole('textbox')).toBeNull();
      expect(within(detail).queryByRole('button', { name: /Send/ })).toBeNull();
      expect(within(detail).queryByRole('button', { name: /Generate/ })).toBeNull();
      expect(within(detail).queryByTestId('email-reason')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    "replied, but the AI's draft is still in the mailbox: says so, to delete it there",
    async () => {
      const note =
        "the AI's draft could not be removed from the mailbox's Drafts (timeout) — delete it there, so it is not sent a second time";
      const { app } = await openInbox({}, [
        email('e9', { status: 'replied', reply_body: 'Sent by staff.', reason: note }),
      ]);
      const detail = await openEmail(app, 'e9');
      expect(within(detail).getByTestId('email-reason')).toHaveTextContent(note);
    },
    UI_TIMEOUT,
  );
});

describe('replying', () => {
  const GENERATED: ReplyAnswer = {
    reply: 'Dear Maria, your order ships within two working days [1].',
    sent: false,
    generated: {
      text: 'Dear Maria, your order ships within two working days [1].',
      sources: [
        {
          number: 1,
          document_id: 'd2',
          chunk_id: 'c2',
          filename: 'shipping.md',
          heading: 'Delivery times',
          excerpt: 'Orders leave the warehouse within two working days.',
        },
      ],
      model: 'composer',
      grounded: true,
      abstained: false,
      screening: { passed: true, flags: [] },
      language: 'en',
      sender_language: 'en',
      language_note: '',
      relevance: '',
      units_left: [],
    },
  };

  it(
    'Generate fills the editor and sends nothing',
    async () => {
      const { api, app } = await openInbox({
        'POST /org/email/reply': () => json(200, GENERATED),
      });
      const detail = await openEmail(app, 'e1');
      await app.user.click(within(detail).getByRole('button', { name: /Generate/ }));
      expect(
        await screen.findByText('Reply generated and placed in the text box'),
      ).toBeInTheDocument();
      expect(within(detail).getByTestId('reply-editor')).toHaveValue(GENERATED.reply);
      expect(within(detail).getByTestId('reply-source')).toHaveTextContent(
        '[1]shipping.md · Delivery times',
      );
      expect(api.callsTo('POST', '/org/email/reply').map((c) => c.body)).toEqual([
        { email_id: 'e1', reply_text: '' },
      ]);
      // Still the editor: nothing was sent.
      expect(within(detail).queryByTestId('sent-reply')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    "says when generating fails, with the spec's message",
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { app } = await openInbox({
        'POST /org/email/reply': () => json(500, { error: 'Something went wrong.' }),
      });
      const detail = await openEmail(app, 'e1');
      await app.user.click(within(detail).getByRole('button', { name: /Generate/ }));
      expect(await screen.findByText('Failed to generate reply.')).toBeInTheDocument();
      expect(within(detail).getByTestId('reply-editor')).toHaveValue(
        'Dear Maria, your parcel leaves today.',
      );
      expect(error).toHaveBeenCalledWith(
        'Failed to generate reply:',
        'API Error: 500 Internal Server Error',
      );
      error.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    'Send needs text, sends it, says so, shows the sent reply and reads the list again',
    async () => {
      let replied = false;
      const { api, app } = await openInbox({
        'POST /org/email/reply': async (request) => {
          replied = true;
          const body = (await request.json()) as { reply_text: string };
          return json(200, { reply: body.reply_text, sent: true });
        },
      });
      const detail = await openEmail(app, 'e4');
      const editor = within(detail).getByTestId('reply-editor');
      await app.user.click(within(detail).getByRole('button', { name: /Send/ }));
      expect(await within(detail).findByRole('alert')).toHaveTextContent(
        'Please write a reply before sending.',
      );
      await app.user.type(editor, '   ');
      await app.user.click(within(detail).getByRole('button', { name: /Send/ }));
      expect(api.callsTo('POST', '/org/email/reply')).toEqual([]);

      await app.user.clear(editor);
      await app.user.type(editor, 'Thanks, noted.');
      expect(within(detail).queryByRole('alert')).toBeNull();
      const readsBefore = api.callsTo('GET', '/org/email/incoming').length;
      await app.user.click(within(detail).getByRole('button', { name: /Send/ }));
      expect(await screen.findByText('Reply sent')).toBeInTheDocument();
      expect(replied).toBe(true);
      expect(api.callsTo('POST', '/org/email/reply').map((c) => c.body)).toEqual([
        { email_id: 'e4', reply_text: 'Thanks, noted.' },
      ]);
      expect(await within(detail).findByTestId('sent-reply')).toHaveTextContent('Thanks, noted.');
      expect(within(detail).queryByTestId('reply-editor')).toBeNull();
      await waitFor(() =>
        expect(api.callsTo('GET', '/org/email/incoming').length).toBeGreaterThan(readsBefore),
      );
    },
    UI_TIMEOUT,
  );

  it(
    "says when sending fails, with the server's reason for a refusal",
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { app } = await openInbox({
        'POST /org/email/reply': () => json(409, { error: 'This email was already replied to.' }),
      });
      const detail = await openEmail(app, 'e2');
      await app.user.click(within(detail).getByRole('button', { name: /Send/ }));
      expect(await screen.findByText('Failed to send reply.')).toBeInTheDocument();
      expect(screen.getByText('This email was already replied to.')).toBeInTheDocument();
      expect(within(detail).getByTestId('reply-editor')).toHaveValue(
        'Dear Tom, the invoice is attached [1].',
      );
      error.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    'Clear empties the editor',
    async () => {
      const { app } = await openInbox();
      const detail = await openEmail(app, 'e2');
      await app.user.click(within(detail).getByRole('button', { name: /Clear/ }));
      expect(within(detail).getByTestId('reply-editor')).toHaveValue('');
    },
    UI_TIMEOUT,
  );
});

describe('an HTML email', () => {
  it(
    'is shown sanitised in a sandboxed frame: no script, handler or form reaches the page',
    async () => {
      const { app } = await openInbox();
      const detail = await openEmail(app, 'e5');
      expect(within(detail).getByTestId('email-text')).toHaveTextContent(
        'Hello there (text version)',
      );
      await app.user.click(within(detail).getByText('Formatted'));
      const frame = (await within(detail).findByTestId('email-html')) as HTMLIFrameElement;
      expect(frame.getAttribute('sandbox')).toBe('');
      const srcdoc = frame.getAttribute('srcdoc') ?? '';
      expect(srcdoc).toContain('<b>there</b>');
      for (const banned of ['<script', 'onerror', 'onload', '<form', '<input', 'javascript:']) {
        expect(srcdoc.toLowerCase()).not.toContain(banned);
      }
      expect(srcdoc).not.toContain('tracker.example');
      expect(srcdoc).toContain(
        `content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`,
      );
      // Nothing of the email runs in the app's own document.
      expect(document.querySelectorAll('script, form, svg[onload], [onerror]')).toHaveLength(0);
      expect((window as { hacked?: number }).hacked).toBeUndefined();

      expect(within(detail).getByTestId('images-blocked')).toHaveTextContent(
        'Remote images are hidden to protect your privacy.',
      );
      await app.user.click(within(detail).getByRole('button', { name: /Show images/ }));
      const shown = within(detail).getByTestId('email-html').getAttribute('srcdoc') ?? '';
      expect(shown).toContain('src="https://tracker.example/pixel.gif"');
      expect(shown).toContain('img-src data: https:');
      expect(shown).not.toContain('onerror');
      expect(within(detail).queryByTestId('images-blocked')).toBeNull();
    },
    UI_TIMEOUT,
  );
});

describe('sanitiseEmailHtml', () => {
  it('keeps the text and formatting and drops what runs, submits or fetches', () => {
    const { srcdoc, blockedImages } = sanitiseEmailHtml(
      HOSTILE_HTML +
        '<img src="//cdn.example/a.png"><img src="http://plain.example/b.png">' +
        '<img src="cid:part1"><img src="data:image/png;base64,iVBORw0KGgo=">' +
        '<table background="https://evil.example/bg.png"><tr><td style="color:red">x</td></tr></table>' +
        '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
    );
    // The https and protocol-relative images can be shown on request; http: and cid: never.
    expect(blockedImages).toBe(2);
    const body = srcdoc.slice(srcdoc.indexOf('<body>'));
    expect(body).toContain('<p>Hello <b>there</b></p>');
    expect(body).toContain('<td style="color:red">x</td>');
    expect(body).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(body).toContain('href="https://shop.example/order"');
    for (const banned of [
      'script',
      'onerror',
      'onload',
      '<form',
      '<input',
      '<button',
      '<svg',
      '<iframe',
      'javascript:',
      'evil.example',
      'tracker.example',
      'cdn.example',
      'plain.example',
      'cid:',
      '<meta',
      '<base',
    ]) {
      expect([banned, body.toLowerCase().includes(banned)]).toEqual([banned, false]);
    }
  });
});
