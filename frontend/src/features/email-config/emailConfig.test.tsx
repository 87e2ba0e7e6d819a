import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { EmailConfig, EmailConfigBody } from '../../api/contract';
import type { Handler } from '../../test/api';
import { deferred, emailConfigAnswer, json, mockApi, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);
afterEach(() => {
  jest.restoreAllMocks();
});

const SAVED: EmailConfig = {
  imap_host: 'imap.acme.test',
  imap_port: 993,
  smtp_host: 'smtp.acme.test',
  smtp_port: 465,
  email_address: 'help@acme.test',
  reply_mode: 'draft',
  provider: 'imap',
  mailbox: { state: 'idle', last_sync_at: '2026-11-23T10:00:00.000Z', last_error: '' },
};

/** The saved answer to a POST: the body without the password, as the gateway sends it. */
function answerTo(body: EmailConfigBody, state: EmailConfig['mailbox']['state']): EmailConfig {
  const { email_password: _password, reply_mode, ...rest } = body;
  return {
    ...rest,
    reply_mode: reply_mode ?? 'auto',
    provider: 'imap',
    mailbox: { state, last_sync_at: '', last_error: '' },
  };
}

async function openPage(routes: Record<string, Handler>) {
  const api = mockApi(signedInRoutes(routes));
  const app = renderApp('/email-config', { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: 'Email configuration' });
  return { api, app };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Puts text in a field as one paste (typing key by key re-renders the whole form each time). */
async function fill(
  app: { user: { click(e: Element): Promise<void>; paste(t: string): Promise<void> } },
  label: string,
  text: string,
) {
  await app.user.click(field(label));
  await app.user.paste(text);
}
/** The reply-mode radio for a mode (by value: role queries name every element, slow in jsdom). */
const modeRadio = (mode: string) =>
  screen.getByTestId('reply-mode').querySelector(`input[value="${mode}"]`) as HTMLInputElement;
const presetButton = (name: string) =>
  within(screen.getByTestId('presets')).getByText(name).closest('button') as HTMLButtonElement;
const badge = () => screen.getByTestId('email-config-badge');
const posted = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST', '/org/email-config').map((c) => c.body);

describe('email configuration screen', () => {
  it('a new mailbox: defaults, a preset fills the servers, the password is required', async () => {
    let stored: EmailConfig | null = null;
    const { api, app } = await openPage({
      'GET /org/email-config': () => emailConfigAnswer(stored),
      'POST /org/email-config': async (request) => {
        stored = answerTo((await request.json()) as EmailConfigBody, 'connecting');
        return json(200, stored);
      },
    });
    expect(badge()).toHaveTextContent('Not configured');
    expect(field('IMAP port')).toHaveValue('993');
    expect(field('SMTP port')).toHaveValue('587');
    expect(modeRadio('auto')).toBeChecked();
    expect(screen.queryByTestId('mailbox-status')).toBeNull();
    // Which sign-ins the server offers could not be read (/mail-providers 404 here): neither
    // can be used, and the page says why.
    expect(await screen.findByRole('button', { name: /connect gmail/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /connect outlook/i })).toBeDisabled();

    await app.user.click(presetButton('Gmail'));
    expect(field('IMAP host')).toHaveValue('imap.gmail.com');
    expect(field('SMTP host')).toHaveValue('smtp.gmail.com');
    expect(presetButton('Gmail')).toHaveAttribute('aria-pressed', 'true');
    await fill(app, 'Email address', 'support@acme.test');
    await app.user.click(screen.getByTestId('email-config-save'));
    expect(
      await screen.findByText('Enter the mailbox password (an app password)'),
    ).toBeInTheDocument();
    expect(posted(api)).toEqual([]);
  });

  it('a new mailbox saved: the configuration posted, the badge, then the watcher state', async () => {
    let stored: EmailConfig | null = null;
    const { api, app } = await openPage({
      'GET /org/email-config': () => emailConfigAnswer(stored),
      'POST /org/email-config': async (request) => {
        stored = answerTo((await request.json()) as EmailConfigBody, 'connecting');
        return json(200, stored);
      },
    });
    await app.user.click(presetButton('Gmail'));
    await fill(app, 'Email address', 'support@acme.test');

    await fill(app, 'Password', 'app pass word');
    await app.user.click(modeRadio('draft'));
    await app.user.click(screen.getByTestId('email-config-save'));
    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
    expect(posted(api)).toEqual([
      {
        imap_host: 'imap.gmail.com',
        imap_port: 993,
        smtp_host: 'smtp.gmail.com',
        smtp_port: 587,
        email_address: 'support@acme.test',
        email_password: 'app pass word',
        reply_mode: 'draft',
      },
    ]);
    expect(badge()).toHaveTextContent('Configured');
    // The password is not kept in the form; a blank one now keeps the stored one.
    expect(field('Password')).toHaveValue('');
    expect(field('Password')).toHaveAttribute(
      'placeholder',
      'Leave blank to keep the saved password',
    );
    // The answer says "connecting"; the page reads the state again until the watcher reports.
    // The state's part of the page is loaded when a mailbox is first saved.
    expect(
      within(await screen.findByTestId('mailbox-status')).getByText('Connecting…'),
    ).toBeInTheDocument();
    stored = { ...(stored as unknown as EmailConfig), mailbox: { ...SAVED.mailbox } };
    expect(
      await within(screen.getByTestId('mailbox-status')).findByText('Connected'),
    ).toBeInTheDocument();
  });

  it('a saved mailbox: its settings and state; changing only the reply mode posts the whole config', async () => {
    const { api, app } = await openPage({
      'GET /org/email-config': () => emailConfigAnswer(SAVED),
      'POST /org/email-config': async (request) =>
        json(200, answerTo((await request.json()) as EmailConfigBody, 'idle')),
    });
    await waitFor(() => expect(field('IMAP host')).toHaveValue('imap.acme.test'));
    expect(badge()).toHaveTextContent('Configured');
    expect(field('SMTP port')).toHaveValue('465');
    expect(field('Email address')).toHaveValue('help@acme.test');
    expect(modeRadio('draft')).toBeChecked();
    const status = await screen.findByTestId('mailbox-status');
    expect(status).toHaveTextContent('Connected');
    expect(status).toHaveTextContent(/Last check: .*2026/);

    await app.user.click(modeRadio('none'));
    await app.user.click(screen.getByTestId('email-config-save'));
    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
    expect(posted(api)).toEqual([
      {
        imap_host: 'imap.acme.test',
        imap_port: 993,
        smtp_host: 'smtp.acme.test',
        smtp_port: 465,
        email_address: 'help@acme.test',
        email_password: '',
        reply_mode: 'none',
      },
    ]);
  });

  it('Reset brings back the saved values', async () => {
    const { app } = await openPage({ 'GET /org/email-config': () => emailConfigAnswer(SAVED) });
    await waitFor(() => expect(field('IMAP host')).toHaveValue('imap.acme.test'));
    await app.user.clear(field('IMAP host'));
    await fill(app, 'IMAP host', 'imap.other.test');
    await app.user.click(modeRadio('auto'));
    await app.user.click(screen.getByTestId('email-config-reset'));
    expect(field('IMAP host')).toHaveValue('imap.acme.test');
    expect(modeRadio('draft')).toBeChecked();
  });

  it('a mailbox in error shows the reason', async () => {
    await openPage({
      'GET /org/email-config': () =>
        emailConfigAnswer({
          ...SAVED,
          mailbox: {
            state: 'error',
            last_sync_at: '',
            last_error: 'IMAP login failed: wrong password',
          },
        }),
    });
    const status = await screen.findByTestId('mailbox-status');
    expect(status).toHaveTextContent('Connection error');
    expect(status).toHaveTextContent('Not checked yet');
    expect(within(status).getByText('IMAP login failed: wrong password')).toBeInTheDocument();
  });

  it('refuses a bad host, port or address before asking the server', async () => {
    const { api, app } = await openPage({
      'GET /org/email-config': () => emailConfigAnswer(SAVED),
    });
    await waitFor(() => expect(field('IMAP host')).toHaveValue('imap.acme.test'));
    await app.user.clear(field('SMTP host'));
    await fill(app, 'SMTP host', 'smtp acme');
    // An empty port, and one out of range.
    await app.user.clear(field('IMAP port'));
    await app.user.clear(field('SMTP port'));
    await fill(app, 'SMTP port', '70000');
    await app.user.clear(field('Email address'));
    await fill(app, 'Email address', 'not-an-address');
    await app.user.click(screen.getByTestId('email-config-save'));
    // The SMTP field's example is an SMTP host.
    expect(await screen.findByText('Enter a host name, e.g. smtp.example.com')).toBeInTheDocument();
    expect(screen.getAllByText('Enter a port from 1 to 65535')).toHaveLength(2);
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(posted(api)).toEqual([]);
  });

  it("the server refuses: 'Failed to save email configuration.' with its reason, the field marked", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app } = await openPage({
      'GET /org/email-config': () => emailConfigAnswer(SAVED),
      'POST /org/email-config': () =>
        json(400, {
          error: 'IMAP server imap.acme.test:993: login failed (wrong password)',
          fields: { email_password: 'wrong password' },
        }),
    });
    await waitFor(() => expect(field('IMAP host')).toHaveValue('imap.acme.test'));
    await fill(app, 'Password', 'wrong');
    await app.user.click(screen.getByTestId('email-config-save'));
    expect(await screen.findByText('Failed to save email configuration.')).toBeInTheDocument();
    expect(
      screen.getByText('IMAP server imap.acme.test:993: login failed (wrong password)'),
    ).toBeInTheDocument();
    expect(screen.getByText('wrong password')).toBeInTheDocument();
    // Nothing was saved: the form keeps what the user typed.
    expect(field('Password')).toHaveValue('wrong');
  });

  it("a network failure: 'Error saving email configuration.'", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app } = await openPage({
      'GET /org/email-config': () => emailConfigAnswer(SAVED),
      'POST /org/email-config': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await waitFor(() => expect(field('IMAP host')).toHaveValue('imap.acme.test'));
    await app.user.click(screen.getByTestId('email-config-save'));
    expect(await screen.findByText('Error saving email configuration.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Failed to save email configuration:',
      expect.stringContaining('Failed to fetch'),
    );
  });

  it('shows the button busy while saving, and the Microsoft caveat with its preset', async () => {
    const answer = deferred<Response>();
    const { app } = await openPage({
      'GET /org/email-config': () => emailConfigAnswer(SAVED),
      'POST /org/email-config': () => answer.promise,
    });
    await waitFor(() => expect(field('IMAP host')).toHaveValue('imap.acme.test'));
    await app.user.click(
      within(screen.getByTestId('presets')).getByRole('button', {
        name: 'Outlook.com / Microsoft 365',
      }),
    );
    expect(field('IMAP host')).toHaveValue('outlook.office365.com');
    // The preset's note (antd's Alert) is loaded with the first preset that has one.
    expect(
      await screen.findByText(/Microsoft is phasing out password sign-in/),
    ).toBeInTheDocument();
    await app.user.click(screen.getByTestId('email-config-save'));
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    answer.resolve(json(200, { ...SAVED, imap_host: 'outlook.office365.com' }));
    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
  });
});
