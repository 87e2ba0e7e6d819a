import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { json, mockApi, ORG, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);

const CONFIG = {
  app_name: 'Winzmail',
  support_email: 'help@winzmail.test',
  support_phone: '',
};

/** A token whose payload says the user is an administrator (what the profile reads). */
const adminToken = `h.${btoa(JSON.stringify({ adm: true })).replace(/=+$/, '')}.s`;

describe('forgotten password', () => {
  it('is linked from the sign-in page', async () => {
    mockApi({ 'GET /public-config': () => json(200, { ...CONFIG, system_mail: true }) });
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(app.path()).toBe('/forgot-password'));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });

  it('sends the address and the interface language, then says the same whatever the address', async () => {
    const api = mockApi({
      'GET /public-config': () => json(200, { ...CONFIG, system_mail: true }),
      'POST /auth/forgot-password': () =>
        json(202, { message: 'If an account uses this address, a link is on its way.' }),
    });
    const app = renderApp('/forgot-password');
    await app.user.type(await screen.findByLabelText('Email'), ' someone@acme.test ');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/If an account uses someone@acme.test/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/forgot-password')[0]?.body).toEqual({
      email: 'someone@acme.test',
      language: 'en',
    });
  });

  it('says when too many links were asked for', async () => {
    mockApi({
      'GET /public-config': () => json(200, { ...CONFIG, system_mail: true }),
      'POST /auth/forgot-password': () => json(429, { error: 'Too many requests.' }),
    });
    const app = renderApp('/forgot-password');
    await app.user.type(await screen.findByLabelText('Email'), 'someone@acme.test');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests for a reset link',
    );
  });

  it('without system mail, names the setting instead of offering a form', async () => {
    mockApi({ 'GET /public-config': () => json(200, { ...CONFIG, system_mail: false }) });
    renderApp('/forgot-password');
    expect(await screen.findByText('Password reset by email is not available')).toBeInTheDocument();
    expect(screen.getByText(/SYSTEM_SMTP_URL and SYSTEM_MAIL_FROM/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('checks the two passwords match, sends the token, then goes to sign in', async () => {
    const api = mockApi({ 'POST /auth/reset-password': () => new Response(null, { status: 204 }) });
    const app = renderApp('/reset-password?token=tok.sig');
    await app.user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pasS');
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/reset-password')).toHaveLength(0);

    await app.user.clear(screen.getByLabelText('Confirm new password'));
    await app.user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(api.callsTo('POST', '/auth/reset-password')[0]?.body).toEqual({
      token: 'tok.sig',
      new_password: 'brand-new-pass',
    });
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it('a used or expired link says so and offers a new one', async () => {
    const message = 'This link has already been used. Please ask for a new one.';
    mockApi({
      'POST /auth/reset-password': () => json(400, { error: message, fields: { token: message } }),
    });
    const app = renderApp('/reset-password?token=used.sig');
    await app.user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('reset-link-problem')).toHaveTextContent('30 minutes');
    await app.user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(app.path()).toBe('/forgot-password'));
  });
});

describe('profile', () => {
  it('is reachable from the header', async () => {
    mockApi(
      signedInRoutes({ 'GET /public-config': () => json(200, { ...CONFIG, system_mail: true }) }),
    );
    const app = renderApp('/dashboard', { token: adminToken });
    await app.user.click(await screen.findByRole('button', { name: 'Profile' }));
    await waitFor(() => expect(app.path()).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
  });

  it('shows the server saying the current password is wrong on its field', async () => {
    const api = mockApi(
      signedInRoutes({
        'GET /public-config': () => json(200, { ...CONFIG, system_mail: true }),
        'POST /account/password': () =>
          json(400, {
            error: 'The current password is not correct.',
            fields: { current_password: 'The current password is not correct.' },
          }),
      }),
    );
    const app = renderApp('/profile', { token: adminToken });
    // The password card comes first; the email card asks for the current password too.
    const [current] = await screen.findAllByLabelText('Current password');
    await app.user.type(current!, 'nope-nope');
    await app.user.type(screen.getByLabelText('New password'), 'changed-pass-1');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'changed-pass-1');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/account/password')[0]?.body).toEqual({
      current_password: 'nope-nope',
      new_password: 'changed-pass-1',
    });
  });

  it('renames the organisation and keeps the token it answers, so the new name shows at once', async () => {
    let name = 'Acme Ltd';
    const api = mockApi(
      signedInRoutes({
        'GET /org/me': () => json(200, { ...ORG, name }),
        'GET /public-config': () => json(200, { ...CONFIG, system_mail: true }),
        'PUT /org/name': () => {
          name = 'Acme Group';
          return json(200, {
            access_token: adminToken + 'x',
            token_type: 'Bearer',
            expires_in: 600,
          });
        },
      }),
    );
    const app = renderApp('/profile', { token: adminToken });
    const input = await screen.findByLabelText('Organisation name');
    await waitFor(() => expect(input).toHaveValue('Acme Ltd'));
    await app.user.clear(input);
    await app.user.type(input, 'Acme Group');
    await app.user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Organisation renamed')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/org/name')[0]?.body).toEqual({ name: 'Acme Group' });
    expect(app.store.getState().auth.token).toBe(adminToken + 'x');
    expect(await screen.findAllByText('Acme Group')).not.toHaveLength(0);
  });

  it('without system mail, the email card names the setting', async () => {
    mockApi(
      signedInRoutes({ 'GET /public-config': () => json(200, { ...CONFIG, system_mail: false }) }),
    );
    renderApp('/profile', { token: adminToken });
    expect(
      await screen.findByText(/Changing the sign-in email needs system mail/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Send confirmation link' }),
    ).not.toBeInTheDocument();
  });
});
