import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { DeviceCodeSession, EmailConfig } from '../../api/contract';
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

beforeAll(preloadRoutes, 60_000);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const SESSION: DeviceCodeSession = {
  device_code: 'DAQABAAEAAA-device',
  user_code: 'F7K2QX9PL',
  verification_uri: 'https://microsoft.com/devicelogin',
  expires_in: 900,
  message: 'To sign in, use a web browser to open the page https://microsoft.com/devicelogin …',
};
const BOTH = () => mailProvidersAnswer(true, true);
const GMAIL: EmailConfig = {
  imap_host: '',
  imap_port: 0,
  smtp_host: '',
  smtp_port: 0,
  email_address: 'help@acme.test',
  reply_mode: 'draft',
  provider: 'gmail',
  mailbox: {
    state: 'disconnected',
    last_sync_at: '',
    last_error: "Google no longer accepts Winzmail's access to this mailbox (revoked or expired).",
  },
};

async function open(path: string, routes: Record<string, Handler>, heading: string) {
  const api = mockApi(signedInRoutes(routes));
  const app = renderApp(path, { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: heading });
  return { api, app };
}

describe('Email configuration: Gmail and Outlook', () => {
  it('a sign-in the server lacks is disabled with the reason and the settings to set', async () => {
    await open(
      '/email-config',
      { 'GET /mail-providers': () => mailProvidersAnswer(true, false) },
      'Email configuration',
    );
    const gmail = await screen.findByRole('button', { name: /Connect Gmail/ });
    expect(gmail).toBeEnabled();
    const outlook = screen.getByRole('button', { name: /Connect Outlook/ });
    expect(outlook).toBeDisabled();
    expect(outlook).toHaveAccessibleDescription(
      /^Outlook is not set up on this server\. ?Administrators: set these server settings, then restart the server: MICROSOFT_CLIENT_ID$/,
    );
    expect(screen.queryByTestId('gmail-unavailable')).toBeNull();
  });

  it('neither sign-in offered: both disabled, each with its settings', async () => {
    await open(
      '/email-config',
      { 'GET /mail-providers': () => mailProvidersAnswer(false, false) },
      'Email configuration',
    );
    expect(await screen.findByRole('button', { name: /Connect Gmail/ })).toBeDisabled();
    expect(screen.getByTestId('gmail-unavailable')).toHaveTextContent(
      'Gmail is not set up on this server.' +
        'Administrators: set these server settings, then restart the server: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET',
    );
    expect(screen.getByRole('button', { name: /Connect Outlook/ })).toBeDisabled();
  });

  it('which sign-ins the server offers is unknown: both disabled, and it says so', async () => {
    await open(
      '/email-config',
      { 'GET /mail-providers': () => json(503, { error: 'The mail service does not answer.' }) },
      'Email configuration',
    );
    expect(await screen.findByTestId('providers-unavailable')).toHaveTextContent(
      'Could not check which sign-ins this server offers. Please try again later.',
    );
    expect(screen.getByRole('button', { name: /Connect Gmail/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Connect Outlook/ })).toBeDisabled();
  });

  it('Gmail: a refused start says so', async () => {
    const { app } = await open(
      '/email-config',
      {
        'GET /mail-providers': BOTH,
        'GET /gmail/initiate': () => json(409, { error: 'Gmail is not set up on this server.' }),
      },
      'Email configuration',
    );
    await app.user.click(await screen.findByText('Connect Gmail'));
    expect(await screen.findByText('Unable to connect to Gmail. Try again.')).toBeInTheDocument();
  });

  it('Outlook: the code, Copy, confirming too early, then connected; Cancel abandons', async () => {
    let signedIn = false;
    let saved: EmailConfig | null = null;
    const { api, app } = await open(
      '/email-config',
      {
        'GET /mail-providers': BOTH,
        'GET /api/fetch-emails': () => json(200, SESSION),
        'POST /api/fetch-emails': () => {
          if (!signedIn) return json(409, { error: 'The sign-in is not complete yet.' });
          saved = {
            ...GMAIL,
            provider: 'outlook',
            email_address: 'desk@acme.test',
            mailbox: { state: 'polling', last_sync_at: '', last_error: '' },
          };
          return json(200, { email: 'desk@acme.test' });
        },
        'GET /org/email-config': () => emailConfigAnswer(saved),
      },
      'Email configuration',
    );
    await app.user.click(await screen.findByText('Connect Outlook'));
    const card = await screen.findByTestId('device-code');
    expect(
      within(card).getByText('1. Open microsoft.com/devicelogin').closest('a'),
    ).toHaveAttribute('href', 'https://microsoft.com/devicelogin');
    expect(within(card).getByText('2. Enter this code:')).toBeInTheDocument();
    expect(within(card).getByTestId('user-code')).toHaveTextContent('F7K2QX9PL');
    await app.user.click(within(card).getByTestId('copy-code'));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('F7K2QX9PL');
    expect(await screen.findByText('Code copied')).toBeInTheDocument();

    await app.user.click(within(card).getByText("I've Completed Authentication"));
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Please complete the steps at microsoft.com/devicelogin and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('device-code')).toBeInTheDocument();

    signedIn = true;
    await app.user.click(within(card).getByText("I've Completed Authentication"));
    const account = await screen.findByTestId('connected-account');
    expect(account).toHaveTextContent('Outlook');
    expect(account).toHaveTextContent('desk@acme.test');
    expect(api.callsTo('POST', '/api/fetch-emails').map((c) => c.body)).toEqual([
      { device_code: SESSION.device_code, type: 'auto_reply' },
      { device_code: SESSION.device_code, type: 'auto_reply' },
    ]);

    // Change Email Account → Outlook again → Cancel: back to the account, nothing called.
    await app.user.click(screen.getByTestId('change-account'));
    await app.user.click(await screen.findByText('Connect Outlook'));
    await app.user.click(await screen.findByTestId('cancel-sign-in'));
    expect(screen.queryByTestId('device-code')).toBeNull();
    expect(api.callsTo('POST', '/api/fetch-emails')).toHaveLength(2);
  });

  it('Outlook: a refused start says so', async () => {
    const { app } = await open(
      '/email-config',
      {
        'GET /mail-providers': BOTH,
        'GET /api/fetch-emails': () => json(409, { error: 'Outlook is not set up.' }),
      },
      'Email configuration',
    );
    await app.user.click(await screen.findByText('Connect Outlook'));
    expect(await screen.findByText('Unable to start Outlook authentication.')).toBeInTheDocument();
  });

  it('a disconnected Gmail mailbox: said plainly, Reconnect offered, its reply mode saved alone', async () => {
    const { api, app } = await open(
      '/email-config',
      {
        'GET /mail-providers': BOTH,
        'GET /org/email-config': () => emailConfigAnswer(GMAIL),
        'PUT /org/email-config/reply-mode': async (request) =>
          json(200, { ...GMAIL, ...((await request.json()) as object) }),
      },
      'Email configuration',
    );
    const status = await screen.findByTestId('mailbox-status');
    expect(within(status).getByText('Disconnected')).toBeInTheDocument();
    expect(within(status).getByText(/no longer accepts/)).toBeInTheDocument();
    expect(screen.getByTestId('reconnect')).toBeInTheDocument();
    expect(screen.getByTestId('email-config-badge')).toHaveTextContent('Configured');
    // No server form for Gmail.
    expect(screen.getByLabelText('IMAP host')).not.toBeVisible();

    const auto = screen
      .getByTestId('api-reply-mode')
      .querySelector('input[value="auto"]') as HTMLInputElement;
    await app.user.click(auto);
    await waitFor(() =>
      expect(api.callsTo('PUT', '/org/email-config/reply-mode').map((c) => c.body)).toEqual([
        { reply_mode: 'auto' },
      ]),
    );
    expect(api.callsTo('POST', '/org/email-config')).toEqual([]);

    // The picker's IMAP/SMTP choice brings the server form.
    await app.user.click(screen.getByTestId('change-account'));
    await app.user.click(await screen.findByText('Other provider (IMAP/SMTP)'));
    expect(screen.getByLabelText('IMAP host')).toBeVisible();
  });
});

describe('Outlook configuration', () => {
  it('not connected: connect by device code → Connected Successfully!', async () => {
    let account = '';
    const { app } = await open(
      '/outlook-email-config',
      {
        'GET /mail-providers': BOTH,
        'GET /org/outlook-email-config': () => json(200, { email_address: account }),
        'GET /api/fetch-emails': () => json(200, SESSION),
        'POST /api/fetch-emails': () => {
          account = 'plugin@acme.test';
          return json(200, { email: account });
        },
      },
      'Email configuration',
    );
    expect(screen.getByText('Outlook Email Configuration')).toBeInTheDocument();
    expect(
      await screen.findByText('Connect using Microsoft secure authentication'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('outlook-config-badge')).toHaveTextContent('Not configured');
    await app.user.click(screen.getByText('Connect to Outlook'));
    const card = await screen.findByTestId('device-code');
    await app.user.click(within(card).getByText("I've completed authentication"));
    const done = await screen.findByTestId('outlook-connected');
    expect(done).toHaveTextContent('Connected Successfully!');
    expect(done).toHaveTextContent('Connected to: plugin@acme.test');
    expect(await screen.findByText('Connected to Outlook')).toBeInTheDocument();
    expect(screen.getByTestId('outlook-account')).toHaveTextContent(
      'Connected as: plugin@acme.test',
    );
    expect(screen.getByText('Change Outlook Account')).toBeInTheDocument();
    expect(screen.getByTestId('outlook-config-badge')).toHaveTextContent('Configured');
  });

  it('says when the server has no Outlook sign-in, and only logs a load failure', async () => {
    await open(
      '/outlook-email-config',
      {
        'GET /mail-providers': () => mailProvidersAnswer(false, false),
        'GET /org/outlook-email-config': () => json(503, { error: 'down' }),
      },
      'Email configuration',
    );
    expect(await screen.findByText('Outlook is not set up on this server.')).toBeInTheDocument();
    expect(screen.getByTestId('outlook-connect')).toBeDisabled();
    expect(screen.getByTestId('outlook-unavailable')).toHaveTextContent('MICROSOFT_CLIENT_ID');
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Failed to load config', expect.anything()),
    );
  });
});

describe('the dashboard after Google', () => {
  it.each([
    ['connected', 'Gmail connected'],
    ['declined', 'Unable to connect to Gmail. Try again.'],
  ])('?gmail=%s shows "%s" once and drops the parameter', async (outcome, text) => {
    mockApi(signedInRoutes());
    const app = renderApp(`/dashboard?gmail=${outcome}`, { token: 'tok' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  });
});
