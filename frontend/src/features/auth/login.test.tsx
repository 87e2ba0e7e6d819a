import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { deferred, json, mockApi, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp, solveCaptcha } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);

async function fill(app: ReturnType<typeof renderApp>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), password);
}

describe('login', () => {
  it('requires email and password', async () => {
    const api = mockApi({});
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    // The captcha's required checkbox does not block the form's own checks; its toast shows too.
    expect(await screen.findByText('Captcha required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/login')).toHaveLength(0);
  });

  it('checks the email format', async () => {
    mockApi({});
    const app = renderApp('/login');
    await fill(app, 'not-an-email', 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('asks for the captcha before sending', async () => {
    const api = mockApi({});
    const app = renderApp('/login');
    await fill(app, 'owner@acme.test', 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Captcha required')).toBeInTheDocument();
    expect(screen.getByText('Please verify that you are human.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/login')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    mockApi({});
    const app = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await app.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await app.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in: sends the payload, shows the submitting state, stores the token, welcomes, opens the dashboard', async () => {
    const answer = deferred<Response>();
    const api = mockApi(signedInRoutes({ 'POST /auth/login': () => answer.promise }));
    const app = renderApp('/login');
    await fill(app, ' owner@acme.test ', 'correct horse');
    const payload = solveCaptcha();
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: /Signing in…/ })).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/login')[0]?.body).toEqual({
      email: 'owner@acme.test',
      password: 'correct horse',
      is_admin: true,
      captcha: payload,
    });
    answer.resolve(json(200, { access_token: 'tok-9', token_type: 'Bearer', expires_in: 3600 }));
    expect(await screen.findByText('You are signed in.')).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/dashboard'));
    // In memory only: nothing for a script to read in storage.
    expect(app.store.getState().auth.token).toBe('tok-9');
    expect(window.localStorage.length).toBe(0);
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Acme Ltd' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/org/me').at(-1)?.headers.get('authorization')).toBe('Bearer tok-9');
  });

  it('says "Login failed" on wrong credentials and stays on the page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /auth/login': () => json(401, { error: 'Invalid email or password' }) });
    const app = renderApp('/login');
    await fill(app, 'owner@acme.test', 'wrong');
    solveCaptcha();
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your credentials and try again.')).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(app.store.getState().auth.token).toBeNull();
    expect(error).toHaveBeenCalledWith('Login failed:', 'API Error: 401 Unauthorized');
    error.mockRestore();
  });

  it('says an unexpected error occurred when the server cannot be reached', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    const app = renderApp('/login');
    await fill(app, 'owner@acme.test', 'secret');
    solveCaptcha();
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('An unexpected error occurred. Please try again.'),
    ).toBeInTheDocument();
    error.mockRestore();
  });
});
