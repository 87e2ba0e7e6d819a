import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi, ORG, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);

/** A token whose payload says the user is an administrator (what the page reads). */
const adminToken = `h.${btoa(JSON.stringify({ adm: true })).replace(/=+$/, '')}.s`;

describe('"Your data"', () => {
  it('deletes only once the organisation’s name is typed, then signs out to the home page', async () => {
    const api = mockApi(
      signedInRoutes({
        'DELETE /org': () => new Response(null, { status: 204 }),
        'POST /auth/logout': () => new Response(null, { status: 204 }),
      }),
    );
    const app = renderApp('/account/data', { token: adminToken });
    await app.user.click(await screen.findByRole('button', { name: /Delete organisation/ }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: /Delete permanently/ });
    expect(confirm).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText('Organisation name'), 'Not it');
    expect(confirm).toBeDisabled();
    await app.user.clear(within(dialog).getByLabelText('Organisation name'));
    await app.user.type(within(dialog).getByLabelText('Organisation name'), ORG.name);
    await waitFor(() => expect(confirm).toBeEnabled());
    await app.user.click(confirm);
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(api.callsTo('DELETE', '/org')[0]?.body).toEqual({ confirm_name: ORG.name });
  });

  it('shows the server’s refusal and stays', async () => {
    mockApi(
      signedInRoutes({
        'DELETE /org': () =>
          json(403, { error: 'Only the organisation’s administrator can do this.' }),
      }),
    );
    const app = renderApp('/account/data', { token: adminToken });
    await app.user.click(await screen.findByRole('button', { name: /Delete organisation/ }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByLabelText('Organisation name'), ORG.name);
    await app.user.click(within(dialog).getByRole('button', { name: /Delete permanently/ }));
    expect(
      await screen.findByText(
        "Only the organisation's administrator can export or delete its data.",
      ),
    ).toBeInTheDocument();
    expect(app.path()).toBe('/account/data');
  });

  it('offers neither export nor deletion to a user who is not the administrator', async () => {
    mockApi(signedInRoutes());
    renderApp('/account/data', { token: 'h.e30.s' });
    expect(
      await screen.findByText(
        "Only the organisation's administrator can export or delete its data.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download export/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete organisation/ })).toBeNull();
  });
});
