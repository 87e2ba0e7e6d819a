import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type {
  AutomationStatus,
  EmailConfig,
  EmailStats,
  IncomingEmail,
  KnowledgeDocument,
} from '../../api/contract';
import type { Handler } from '../../test/api';
import { deferred, emailConfigAnswer, json, mockApi, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);
afterEach(() => {
  jest.restoreAllMocks();
});

const STATS: EmailStats = {
  total: 40,
  pending: 6,
  drafted: 4,
  replied: 20,
  no_reply_needed: 10,
  week: [
    { date: '2026-11-17', received: 3, replied: 1 },
    { date: '2026-11-18', received: 0, replied: 0 },
    { date: '2026-11-19', received: 5, replied: 2 },
    { date: '2026-11-20', received: 2, replied: 2 },
    { date: '2026-11-21', received: 5, replied: 3 },
    { date: '2026-11-22', received: 1, replied: 0 },
    { date: '2026-11-23', received: 4, replied: 1 },
  ],
  ai_sent: 8,
  ai_sent_unedited: 2,
  ai_kept_permille_sum: 6_520,
  mailbox: { state: 'idle', last_sync_at: '2026-11-23T10:00:00.000Z', last_error: '' },
};

const AUTOMATION: AutomationStatus = {
  email_service: { configured: true, state: 'idle', detail: '' },
  ai_responses: { reachable: true, model: 'composer', detail: '' },
  document_sync: { total: 3, ready: 3, processing: 0, failed: 0 },
};

const CONFIG: EmailConfig = {
  imap_host: 'imap.acme.test',
  imap_port: 993,
  smtp_host: 'smtp.acme.test',
  smtp_port: 587,
  email_address: 'help@acme.test',
  reply_mode: 'draft',
  provider: 'imap',
  mailbox: { state: 'idle', last_sync_at: '2026-11-23T10:00:00.000Z', last_error: '' },
};

const email = (
  id: string,
  subject: string,
  created_at: string,
  status: IncomingEmail['status'],
): IncomingEmail => ({
  id,
  from_address: `${id}@customer.test`,
  from_name: '',
  subject,
  body: 'Hello',
  body_html: '',
  quoted: '',
  reply_body: '',
  reason: '',
  sources: [],
  created_at,
  received_at: created_at,
  status,
});
const EMAILS = [
  email('e2', 'Delivery time?', '2026-11-23T09:00:00.000Z', 'pending'),
  email('e3', 'Refund', '2026-11-21T09:00:00.000Z', 'drafted'),
];

const doc = (
  id: string,
  filename: string,
  upload_time: string,
  status: KnowledgeDocument['status'],
): KnowledgeDocument => ({
  id,
  filename,
  upload_time,
  size: 1024,
  type: filename.split('.').pop() ?? '',
  status,
  error: status === 'error' ? 'The file could not be read.' : '',
  source_url: '',
  chunk_count: status === 'ready' ? 3 : 0,
});
const DOCS = [
  doc('d1', 'prices.pdf', '2026-11-18T09:00:00.000Z', 'ready'),
  doc('d2', 'faq.docx', '2026-11-22T09:00:00.000Z', 'error'),
  doc('d3', 'old.txt', '2026-10-01T09:00:00.000Z', 'ready'),
];

/** Every call the Dashboard makes, answered; overrides replace single answers. */
function dashboardRoutes(overrides: Record<string, Handler> = {}) {
  return signedInRoutes({
    'GET /org/email-config': () => emailConfigAnswer(CONFIG),
    'GET /org/email/stats': () => json(200, STATS),
    'GET /org/automation-status': () => json(200, AUTOMATION),
    'GET /org/email/incoming': () => json(200, EMAILS),
    'GET /org/documents/list': () => json(200, DOCS),
    // The outcomes card has its own tests (outcomesCard.test.tsx).
    'GET /org/outcomes': () => json(200, { weeks: [], mailboxes: [], thumbs: [], budget: null }),
    ...overrides,
  });
}

const queryOf = (api: ReturnType<typeof mockApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.query);

describe('dashboard page', () => {
  it('shows the four cards, the figures, the week and recent activity from the APIs', async () => {
    const api = mockApi(dashboardRoutes());
    renderApp('/dashboard', { token: 'tok' });
    await waitFor(() => expect(screen.getByTestId('stat-total-emails')).toHaveTextContent('40'));
    expect(screen.getByTestId('stat-total-emails')).toHaveTextContent('Received this week: 20');
    expect(screen.getByTestId('stat-ai-responses')).toHaveTextContent('20');
    // 20 replied of 40 − 10 that needed no reply
    expect(screen.getByTestId('stat-ai-responses')).toHaveTextContent('Success rate 67%');
    expect(screen.getByTestId('stat-unread')).toHaveTextContent('6');
    await waitFor(() => expect(screen.getByTestId('stat-documents')).toHaveTextContent('3'));

    expect(screen.getByTestId('figure-success-rate')).toHaveTextContent('67%');
    expect(screen.getByTestId('figure-accuracy')).toHaveTextContent('82%');
    expect(screen.getByTestId('figure-accuracy')).toHaveTextContent('25% sent unedited');
    expect(screen.getByTestId('figure-trends')).toHaveTextContent('20');
    expect(screen.getByTestId('figure-trends')).toHaveTextContent('2.9 a day on average');
    expect(screen.getByTestId('figure-trends')).toHaveTextContent('Busiest day: Sat (5)');

    // The week as a table for screen readers, and the lazily loaded chart beside it.
    const rows = within(screen.getByTestId('week-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Tue31',
      'Wed00',
      'Thu52',
      'Fri22',
      'Sat53',
      'Sun10',
      'Mon41',
    ]);
    // The chart beside it: a received and a replied bar a day, on an axis 0–6 (the largest is 5).
    const chart = screen.getByTestId('week-chart');
    const heights = (kind: string) =>
      [...chart.querySelectorAll<HTMLElement>(`.week-day .week-bar-${kind}`)].map((b) =>
        Math.round(parseFloat(b.style.height)),
      );
    expect(heights('received')).toEqual([50, 0, 83, 33, 83, 17, 67]);
    expect(heights('replied')).toEqual([17, 0, 33, 33, 50, 0, 17]);
    expect([...chart.querySelectorAll('.week-tick')].map((t) => t.textContent)).toEqual([
      '0',
      '2',
      '4',
      '6',
    ]);

    const activity = await screen.findByTestId('activity-list');
    expect(within(activity).getAllByText('Document uploaded')).toHaveLength(2);
    expect(within(activity).getAllByText('Email received')).toHaveLength(2);
    expect(within(activity).getByText('faq.docx')).toBeInTheDocument();
    expect(within(activity).getByText('prices.pdf')).toBeInTheDocument();
    expect(within(activity).getByText('Delivery time?')).toBeInTheDocument();
    expect(within(activity).getByText('Pending')).toBeInTheDocument();

    // The latest two emails only; the week in the browser's time zone.
    expect(queryOf(api, '/org/email/incoming')).toEqual(['limit=2']);
    expect(queryOf(api, '/org/email/stats')[0]).toMatch(/^utc_offset_minutes=-?\d+$/);
    expect(screen.queryByText('No mailbox connected yet')).toBeNull();
  });

  it('shows zeros, "—" and no-data texts when nothing can be loaded, and only logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(signedInRoutes());
    renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    for (const id of ['stat-total-emails', 'stat-ai-responses', 'stat-unread', 'stat-documents']) {
      expect(screen.getByTestId(id).querySelector('.stat-value')).toHaveTextContent('0');
    }
    expect(screen.getByTestId('figure-success-rate')).toHaveTextContent('—');
    expect(screen.getByTestId('figure-success-rate')).toHaveTextContent(
      'Shown once an email needs a reply',
    );
    expect(screen.getByTestId('figure-accuracy')).toHaveTextContent('—');
    expect(screen.getByTestId('figure-trends')).toHaveTextContent(
      'No emails received in the last seven days',
    );
    expect(await screen.findAllByText('Status unavailable')).toHaveLength(3);
    expect(screen.queryByText('Active')).toBeNull();
    for (const what of ['email figures', 'automation status', 'emails', 'documents']) {
      await waitFor(() =>
        expect(error).toHaveBeenCalledWith(`Failed to load ${what}:`, 'API Error: 404 Not Found'),
      );
    }
    // No toast: the failures are only logged.
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('shows what each service reports, never a fixed "active", with links to fix it', async () => {
    mockApi(
      dashboardRoutes({
        'GET /org/automation-status': () =>
          json(200, {
            email_service: {
              configured: true,
              state: 'error',
              detail: 'IMAP login failed: wrong password',
            },
            ai_responses: { reachable: false, model: '', detail: 'reply-generation unavailable' },
            document_sync: { total: 5, ready: 3, processing: 1, failed: 1 },
          } satisfies AutomationStatus),
      }),
    );
    renderApp('/dashboard', { token: 'tok' });
    const mail = await screen.findByTestId('automation-emailService');
    expect(mail).toHaveTextContent('Email service');
    expect(mail).toHaveTextContent('Connection error');
    expect(mail).toHaveTextContent('IMAP login failed: wrong password');
    expect(within(mail).getByRole('link', { name: 'Open email settings' })).toHaveAttribute(
      'href',
      '/winzmail/email-config',
    );
    const ai = screen.getByTestId('automation-aiResponses');
    expect(ai).toHaveTextContent('Unreachable');
    expect(ai).toHaveTextContent('reply-generation unavailable');
    const docs = screen.getByTestId('automation-documentSync');
    expect(docs).toHaveTextContent('Failed: 1');
    expect(within(docs).getByRole('link', { name: 'Open documents' })).toBeInTheDocument();
    expect(screen.queryByText('Active')).toBeNull();

    const quick = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(
      ['/emails', '/documents', '/chat', '/email-config', '/prompt-config', '/chatbot-plugin'].map(
        (p) => `/winzmail${p}`,
      ),
    );
  });

  it('all well: the three indicators read Active, as the spec shows them, each saying how', async () => {
    mockApi(dashboardRoutes());
    renderApp('/dashboard', { token: 'tok' });
    const mail = await screen.findByTestId('automation-emailService');
    expect(mail).toHaveTextContent('Active');
    expect(mail).toHaveTextContent('Connected');
    expect(screen.getByTestId('automation-aiResponses')).toHaveTextContent('Active');
    expect(screen.getByTestId('automation-aiResponses')).toHaveTextContent('composer');
    expect(screen.getByTestId('automation-documentSync')).toHaveTextContent('Active');
    expect(screen.getByTestId('automation-documentSync')).toHaveTextContent('Ready: 3');
  });

  it('without a mailbox: the set-up hint, a link to the settings, and no check button', async () => {
    mockApi(
      dashboardRoutes({
        'GET /org/email-config': () => emailConfigAnswer(),
        'GET /org/automation-status': () =>
          json(200, {
            ...AUTOMATION,
            email_service: { configured: false, state: 'not_configured', detail: '' },
          }),
      }),
    );
    renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByText('No mailbox connected yet')).toBeInTheDocument();
    expect(screen.getByTestId('check-mail')).toBeDisabled();
    const mail = await screen.findByTestId('automation-emailService');
    expect(mail).toHaveTextContent('Not configured');
    expect(within(mail).getByRole('link', { name: 'Open email settings' })).toBeInTheDocument();
  });
});

describe('email polling', () => {
  it('checks now: "Checking for new emails..." meanwhile, then how many arrived', async () => {
    const answer = deferred<Response>();
    const api = mockApi(dashboardRoutes({ 'GET /api/recent-emails': () => answer.promise }));
    const app = renderApp('/dashboard', { token: 'tok' });
    const button = await screen.findByTestId('check-mail');
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(api.callsTo('GET', '/org/email/stats')).toHaveLength(1));
    await app.user.click(button);
    expect(await screen.findByText('Checking for new emails...')).toBeInTheDocument();
    answer.resolve(json(200, { fetched: 3 }));
    expect(await screen.findByText('Mailbox checked')).toBeInTheDocument();
    expect(screen.getByText('New messages: 3')).toBeInTheDocument();
    expect(await screen.findByText('Check for new emails')).toBeInTheDocument();
    // The figures are read again after the check.
    await waitFor(() => expect(api.callsTo('GET', '/org/email/stats')).toHaveLength(2));
  });

  it('an HTTP error: "Failed to start email polling." with the server\'s reason', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(
      dashboardRoutes({
        'GET /api/recent-emails': () => json(503, { error: 'The mail service is unavailable' }),
      }),
    );
    const app = renderApp('/dashboard', { token: 'tok' });
    const button = await screen.findByTestId('check-mail');
    await waitFor(() => expect(button).toBeEnabled());
    await app.user.click(button);
    expect(await screen.findByText('Failed to start email polling.')).toBeInTheDocument();
    expect(screen.getByText('The mail service is unavailable')).toBeInTheDocument();
  });

  it('a network failure: "Error starting email polling."', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(
      dashboardRoutes({
        'GET /api/recent-emails': () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    );
    const app = renderApp('/dashboard', { token: 'tok' });
    const button = await screen.findByTestId('check-mail');
    await waitFor(() => expect(button).toBeEnabled());
    await app.user.click(button);
    expect(await screen.findByText('Error starting email polling.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Failed to start email polling:',
      expect.stringContaining('Failed to fetch'),
    );
  });
});
