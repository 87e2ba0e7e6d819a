import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { EmailConfig } from '../../api/contract';
import type { Replay, ReplayRun, ReplayThread } from '../../api/replay';
import { setLanguage } from '../../i18n';
import type { Handler } from '../../test/api';
import {
  emailConfigAnswer,
  json,
  mailProvidersAnswer,
  mockApi,
  signedInRoutes,
} from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(async () => {
  await preloadRoutes();
  // Not in the shared preload list: loaded once here so the lazy route hits the cache.
  await import('./ReplayPage');
}, 60_000);
afterEach(() => {
  jest.restoreAllMocks();
});

const CONFIG: EmailConfig = {
  imap_host: 'imap.acme.test',
  imap_port: 993,
  smtp_host: 'smtp.acme.test',
  smtp_port: 465,
  email_address: 'help@acme.test',
  reply_mode: 'draft',
  provider: 'imap',
  mailbox: { state: 'idle', last_sync_at: '2026-11-23T10:00:00.000Z', last_error: '' },
};

/** 16 threads: 10 answered (8 agreeing), 4 abstained, 2 not grounded. */
const DONE: ReplayRun = {
  state: 'done',
  reason: 'staff',
  started_at: '2026-11-26T09:00:00.000Z',
  finished_at: '2026-11-26T09:05:00.000Z',
  limit: 200,
  window_days: 90,
  replayed: 16,
  counts: { threads: 16, answered: 10, abstained: 4, not_grounded: 2, agreed: 8 },
  figures: { would_answer_pct: 62.5, agreement_pct: 80, wrong_confident_pct: 12.5 },
  stale: false,
  error: '',
};

const thread = (id: string, fields: Partial<ReplayThread> = {}): ReplayThread => ({
  id,
  question: {
    from_address: `${id}@customer.test`,
    from_name: 'Sam Buyer',
    subject: `Question ${id}`,
    date: '2026-11-20T08:00:00.000Z',
    body: 'How long do I have to return a parcel?',
  },
  staff_reply: 'You have 30 days to return it.',
  replied_at: '2026-11-20T09:00:00.000Z',
  ai_reply: 'Returns are accepted within 30 days of delivery.',
  sources: [],
  outcome: 'answered',
  agrees: true,
  score: 0.8,
  meaning: 0.7,
  shared: ['30 day'],
  missing: [],
  conflicting: [],
  relevance: '',
  ...fields,
});

const AGREEING = thread('t1', {
  question: {
    from_address: 'sam@customer.test',
    from_name: 'Sam Buyer',
    subject: 'Returns',
    date: '2026-11-20T08:00:00.000Z',
    // Hostile text: shown as text, never as markup.
    body: 'How long for returns? <img src=x onerror="alert(1)"><b>bold</b>',
  },
  sources: [
    { title: 'faq.pdf › Returns', url: '' },
    { title: 'Shipping page', url: 'https://acme.test/shipping' },
    { title: 'Tricky', url: 'javascript:alert(1)' },
  ],
});
const WRONG = thread('t2', {
  agrees: false,
  ai_reply: 'Returns are accepted within 60 days.',
  shared: [],
  missing: ['30 day'],
  conflicting: ['60 day'],
});
const UNGROUNDED = thread('t3', {
  outcome: 'not_grounded',
  agrees: false,
  relevance: 'The reply does not answer what was asked.',
  shared: [],
});

const replay = (fields: Partial<Replay> = {}): Replay => ({
  run: DONE,
  threads: [AGREEING, WRONG, UNGROUNDED],
  total: 3,
  min_agreement: 0,
  ...fields,
});

async function openReplay(routes: Record<string, Handler>, heading = 'Replay') {
  const api = mockApi(
    signedInRoutes({ 'GET /org/email-config': () => emailConfigAnswer(CONFIG), ...routes }),
  );
  const app = renderApp('/replay', { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: heading });
  return { api, app };
}

/** A filter button: antd's radio input takes no pointer events, its label does. */
const filterOption = (name: string) =>
  screen.getByRole('radio', { name }).closest('label') as HTMLLabelElement;

const gets = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', '/org/replay').map((c) => Object.fromEntries(new URLSearchParams(c.query)));

describe('replay page', () => {
  it('shows the figures with their counts, the run and the threads side by side, as text', async () => {
    const { api } = await openReplay({ 'GET /org/replay': () => json(200, replay()) });
    expect(await screen.findByTestId('replay-would-answer')).toHaveTextContent('62.5%');
    expect(screen.getByTestId('replay-would-answer')).toHaveTextContent('10 of 16 threads');
    expect(screen.getByTestId('replay-agreement')).toHaveTextContent('80%');
    expect(screen.getByTestId('replay-agreement')).toHaveTextContent('8 of 10 answered threads');
    expect(screen.getByTestId('replay-wrong-confident')).toHaveTextContent('12.5%');
    expect(screen.getByTestId('replay-wrong-confident')).toHaveTextContent('2 of 16 threads');
    expect(screen.getByTestId('replay-status')).toHaveTextContent(/Replayed on Nov 26, 2026/);
    expect(screen.getByTestId('replay-status')).toHaveTextContent(
      'Up to 200 answered threads from the last 90 days.',
    );
    expect(screen.getByText(/Nothing is sent/)).toBeInTheDocument();
    expect(gets(api)[0]).toEqual({ offset: '0', limit: '10' });

    const threads = screen.getAllByTestId('replay-thread');
    expect(threads).toHaveLength(3);
    const [first, second, third] = threads as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Returns' })).toBeInTheDocument();
    const question = within(first).getByTestId('replay-question');
    expect(question).toHaveTextContent('Sam Buyer <sam@customer.test>');
    expect(question).toHaveTextContent('<img src=x onerror="alert(1)"><b>bold</b>');
    expect(first.querySelector('img, b')).toBeNull();
    expect(within(first).getByTestId('replay-staff')).toHaveTextContent(
      'You have 30 days to return it.',
    );
    expect(within(first).getByTestId('replay-ai')).toHaveTextContent(
      'Returns are accepted within 30 days of delivery.',
    );
    expect(within(first).getByTestId('replay-outcome')).toHaveTextContent('Answered');
    expect(within(first).getByTestId('replay-agreement-tag')).toHaveTextContent(
      'Agrees with staff',
    );
    expect(within(first).getByTestId('replay-facts-shared')).toHaveTextContent('30 day');
    // Sources: a link only for http(s).
    const sources = within(first).getAllByTestId('replay-source');
    expect(sources.map((s) => s.textContent)).toEqual([
      'faq.pdf › Returns',
      'Shipping page',
      'Tricky',
    ]);
    expect(
      within(first)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://acme.test/shipping']);

    expect(within(second).getByTestId('replay-agreement-tag')).toHaveTextContent(
      'Disagrees with staff',
    );
    expect(within(second).getByTestId('replay-facts-missing')).toHaveTextContent('30 day');
    expect(within(second).getByTestId('replay-facts-conflicting')).toHaveTextContent('60 day');

    expect(within(third).getByTestId('replay-outcome')).toHaveTextContent('Not grounded');
    expect(within(third).queryByTestId('replay-agreement-tag')).toBeNull();
    expect(within(third).getByTestId('replay-relevance')).toHaveTextContent(
      'The reply does not answer what was asked.',
    );
  });

  it('the outcome filter and the pages ask the server', async () => {
    const { api, app } = await openReplay({
      'GET /org/replay': (request) => {
        const outcome = new URL(request.url).searchParams.get('outcome');
        return json(
          200,
          outcome === 'abstained'
            ? replay({ threads: [], total: 0 })
            : replay({ threads: [WRONG], total: outcome ? 1 : 25 }),
        );
      },
    });
    await screen.findAllByTestId('replay-thread');
    await app.user.click(filterOption('Wrong but confident'));
    await waitFor(() =>
      expect(gets(api).at(-1)).toEqual({ offset: '0', limit: '10', outcome: 'wrong_confident' }),
    );
    await app.user.click(filterOption('Abstained'));
    expect(await screen.findByTestId('replay-threads-empty')).toHaveTextContent(
      'No threads with this outcome.',
    );
    expect(gets(api).at(-1)).toEqual({ offset: '0', limit: '10', outcome: 'abstained' });

    // All: 25 threads, three pages; page 2 is offset 10.
    await app.user.click(filterOption('All'));
    await app.user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(gets(api).at(-1)).toEqual({ offset: '10', limit: '10' }));
  });

  it('Replay now posts; the progress shows while it runs, then the figures', async () => {
    let state: 'never' | 'running' | 'done' = 'never';
    let reads = 0;
    const running: ReplayRun = {
      ...DONE,
      state: 'running',
      reason: 'staff',
      finished_at: '',
      replayed: 40,
      counts: { threads: 40, answered: 0, abstained: 0, not_grounded: 0, agreed: 0 },
      figures: { would_answer_pct: 0, agreement_pct: 0, wrong_confident_pct: 0 },
    };
    const { api, app } = await openReplay({
      'GET /org/replay': () => {
        if (state === 'running' && ++reads > 1) state = 'done';
        if (state === 'never') return json(200, replay({ run: null, threads: [], total: 0 }));
        if (state === 'running') return json(200, replay({ run: running, threads: [], total: 0 }));
        return json(200, replay());
      },
      'POST /org/replay': () => {
        state = 'running';
        return json(202, running);
      },
    });
    expect(await screen.findByTestId('replay-never')).toHaveTextContent(
      'This mailbox has not been replayed yet.',
    );
    await app.user.click(screen.getByTestId('replay-now'));
    expect(api.callsTo('POST', '/org/replay')).toHaveLength(1);
    expect(await screen.findByText('Replaying: 40 of up to 200 threads')).toBeInTheDocument();
    expect(screen.getByTestId('replay-progress')).toBeInTheDocument();
    expect(screen.getByTestId('replay-now')).toBeDisabled();
    // The next poll (2 s) finds it done.
    await waitFor(
      () => expect(screen.getByTestId('replay-would-answer')).toHaveTextContent('62.5%'),
      { timeout: 6000 },
    );
    await waitFor(() => expect(screen.queryByTestId('replay-progress')).toBeNull());
    expect(screen.getByTestId('replay-now')).toBeEnabled();
  }, 20_000);

  it('a failed start and a failed run say why, in the server words', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app } = await openReplay({
      'GET /org/replay': () =>
        json(200, replay({ run: { ...DONE, state: 'failed', error: 'IMAP login refused.' } })),
      'POST /org/replay': () => json(404, { error: 'No mailbox is configured.' }),
    });
    expect(await screen.findByText('The replay failed')).toBeInTheDocument();
    expect(screen.getByText('IMAP login refused.')).toBeInTheDocument();
    await app.user.click(screen.getByTestId('replay-now'));
    expect(await screen.findByText('Failed to start the replay')).toBeInTheDocument();
    expect(await screen.findByText('No mailbox is configured.')).toBeInTheDocument();
  });

  it('stale figures say they are being recomputed', async () => {
    await openReplay({
      'GET /org/replay': () => json(200, replay({ run: { ...DONE, stale: true } })),
    });
    expect(await screen.findByTestId('replay-stale')).toHaveTextContent('Out of date: recomputing');
  });

  it('saves the minimum agreement and shows the current one', async () => {
    let minimum = 0;
    const { api, app } = await openReplay({
      'GET /org/replay': () => json(200, replay({ min_agreement: minimum })),
      'PUT /org/replay/minimum': async (request) => {
        minimum = ((await request.json()) as { min_agreement: number }).min_agreement;
        return json(200, replay({ min_agreement: minimum }));
      },
    });
    expect(await screen.findByTestId('replay-minimum-current')).toHaveTextContent(
      'Current minimum: none',
    );
    const input = screen.getByLabelText('Minimum agreement (%)');
    await app.user.clear(input);
    await app.user.type(input, '80');
    await app.user.click(screen.getByTestId('replay-minimum-save'));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/org/replay/minimum').map((c) => c.body)).toEqual([
        { min_agreement: 80 },
      ]),
    );
    expect(await screen.findByText('Minimum agreement saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('replay-minimum-current')).toHaveTextContent(
        'Current minimum: 80%',
      ),
    );
  });

  it('without a mailbox: says so with a link to the mail settings, and offers no replay', async () => {
    await openReplay({
      'GET /org/email-config': () => emailConfigAnswer(),
      'GET /org/replay': () => json(200, replay({ run: null, threads: [], total: 0 })),
    });
    const alert = await screen.findByTestId('replay-no-mailbox');
    expect(within(alert).getByRole('link', { name: 'Open the mail settings' })).toHaveAttribute(
      'href',
      '/winzmail/email-config',
    );
    expect(screen.queryByTestId('replay-now')).toBeNull();
    expect(screen.queryByTestId('replay-never')).toBeNull();
  });

  it('a load failure shows the server message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openReplay({
      'GET /org/replay': () => json(503, { error: 'Mail sync is unavailable.' }),
    });
    expect(await screen.findByTestId('replay-load-error')).toHaveTextContent(
      'Mail sync is unavailable.',
    );
  });

  it('in Arabic: right to left, Arabic texts and numbers', async () => {
    await setLanguage('ar');
    try {
      await openReplay({ 'GET /org/replay': () => json(200, replay()) }, 'إعادة التشغيل');
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      const figure = await screen.findByTestId('replay-would-answer');
      expect(figure).toHaveTextContent('كان سيرد');
      expect(figure).toHaveTextContent(
        new Intl.NumberFormat('ar', { style: 'percent', maximumFractionDigits: 1 }).format(0.625),
      );
      expect(screen.getByRole('radio', { name: 'خاطئ لكنه واثق' })).toBeInTheDocument();
      expect(screen.getByTestId('replay-now')).toHaveTextContent('أعد التشغيل الآن');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('reply mode and replay', () => {
  it('choosing Auto shows the agreement on replay, the minimum and a link', async () => {
    mockApi(
      signedInRoutes({
        'GET /org/email-config': () => emailConfigAnswer(CONFIG),
        'GET /org/replay': () => json(200, replay({ min_agreement: 80 })),
      }),
    );
    const app = renderApp('/email-config', { token: 'tok' });
    await screen.findByRole('heading', { level: 1, name: 'Email configuration' });
    expect(screen.queryByTestId('reply-mode-replay')).toBeNull();
    const auto = await waitFor(() => {
      const input = screen
        .getByTestId('reply-mode')
        .querySelector('input[value="auto"]') as HTMLInputElement;
      expect(input).not.toBeNull();
      return input;
    });
    await app.user.click(auto);
    const figure = await screen.findByTestId('reply-mode-replay');
    expect(figure).toHaveTextContent(
      'On replay, 80% of 10 answered past emails agreed with staff.',
    );
    expect(within(figure).getByTestId('reply-mode-minimum')).toHaveTextContent(
      'Your organisation requires at least 80% agreement on replay before automatic replies.',
    );
    expect(within(figure).getByRole('link', { name: 'Open Replay' })).toHaveAttribute(
      'href',
      '/winzmail/replay',
    );
  });

  it('a Gmail mailbox in Auto without a replay says so; a refused Auto shows the reason', async () => {
    const gmail: EmailConfig = { ...CONFIG, provider: 'gmail', reply_mode: 'draft' };
    const { app } = await openReplayMode(gmail, {
      'GET /org/replay': () => json(200, replay({ run: null, threads: [], total: 0 })),
      'PUT /org/email-config/reply-mode': () =>
        json(400, {
          error:
            'Automatic replies need at least 80% agreement with staff on replay; this mailbox has 62.5%.',
        }),
    });
    const auto = screen
      .getByTestId('api-reply-mode')
      .querySelector('input[value="auto"]') as HTMLInputElement;
    await app.user.click(auto);
    expect(await screen.findByText('Failed to save email configuration.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Automatic replies need at least 80% agreement with staff on replay; this mailbox has 62.5%.',
      ),
    ).toBeInTheDocument();
    // Put back to the saved mode: no replay line any more.
    await waitFor(() => expect(auto.checked).toBe(false));
    expect(screen.queryByTestId('reply-mode-replay')).toBeNull();
  });

  it('a Gmail mailbox already in Auto shows "No replay yet"', async () => {
    await openReplayMode(
      { ...CONFIG, provider: 'gmail', reply_mode: 'auto' },
      { 'GET /org/replay': () => json(200, replay({ run: null, threads: [], total: 0 })) },
    );
    const card = screen.getByTestId('api-reply-mode').closest('.reply-mode-card') as HTMLElement;
    expect(await within(card).findByTestId('reply-mode-replay')).toHaveTextContent(
      'No replay yet.',
    );
  });
});

async function openReplayMode(config: EmailConfig, routes: Record<string, Handler>) {
  const api = mockApi(
    signedInRoutes({
      'GET /org/email-config': () => emailConfigAnswer(config),
      'GET /mail-providers': () => mailProvidersAnswer(true, true),
      ...routes,
    }),
  );
  const app = renderApp('/email-config', { token: 'tok' });
  await screen.findByTestId('api-reply-mode');
  return { api, app };
}
