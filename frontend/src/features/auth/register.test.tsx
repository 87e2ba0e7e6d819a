import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { deferred, json, mockApi } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp, solveCaptcha } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);

async function fill(
  app: ReturnType<typeof renderApp>,
  values: { org?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.org)
    await app.user.type(await screen.findByLabelText('Organisation name'), values.org);
  if (values.email) await app.user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await app.user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm)
    await app.user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

const VALID = {
  org: 'Acme Ltd',
  email: 'owner@acme.test',
  password: 'Secret-123',
  confirm: 'Secret-123',
};

describe('register', () => {
  it('requires every field', async () => {
    const api = mockApi({});
    const app = renderApp('/register');
    await app.user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Please enter your organisation's name.")).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
    // The unsolved captcha's required checkbox does not stop the form's own checks (no native
    // tooltip): the spec's captcha toast shows beside the field errors.
    expect(await screen.findByText('Captcha required')).toBeInTheDocument();
    expect(screen.getByText('Please verify that you are human.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/register')).toHaveLength(0);
  });

  it('asks for the captcha', async () => {
    const api = mockApi({});
    const app = renderApp('/register');
    await fill(app, VALID);
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Captcha required')).toBeInTheDocument();
    expect(screen.getByText('Please verify that you are human.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/register')).toHaveLength(0);
  });

  it('refuses passwords that do not match', async () => {
    const api = mockApi({});
    const app = renderApp('/register');
    await fill(app, { ...VALID, confirm: 'Secret-124' });
    solveCaptcha();
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please make sure both passwords are the same.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/register')).toHaveLength(0);
  });

  it('creates the account: payload, submitting state, success message, then /login', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ 'POST /auth/register': () => answer.promise });
    const app = renderApp('/register');
    await fill(app, VALID);
    await app.user.click(screen.getByRole('checkbox', { name: /product news/ }));
    const payload = solveCaptcha();
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: /Creating account…/ })).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/register')[0]?.body).toEqual({
      org: { name: 'Acme Ltd' },
      user: { email: 'owner@acme.test', password: 'Secret-123', is_admin: true },
      captcha: payload,
      opt_in: true,
    });
    answer.resolve(
      json(201, { org_id: 'o1', user_id: 'u1', message: 'Account created. Please sign in.' }),
    );
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(screen.getByText('Your account is ready. Please sign in.')).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/login'));
  });

  it('shows "Registration failed" and marks the email when it is taken', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'POST /auth/register': () =>
        json(409, { error: 'An account with this email already exists.' }),
    });
    const app = renderApp('/register');
    await fill(app, VALID);
    solveCaptcha();
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your information and try again.')).toBeInTheDocument();
    expect(
      await screen.findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(app.path()).toBe('/register');
    error.mockRestore();
  });

  it('asks to verify again when the server rejects the captcha', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'POST /auth/register': () => json(400, { error: 'Captcha expired. Please verify again.' }),
    });
    const app = renderApp('/register');
    await fill(app, VALID);
    solveCaptcha();
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Captcha required')).toBeInTheDocument();
    // The spent payload is dropped: submitting again asks for a new one without calling the API.
    error.mockRestore();
  });
});
