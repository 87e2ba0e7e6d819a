import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import { call, login, newAccount, register, startTestProduct } from '@winzmail/testing/product';

describe('restart on the same data directory', () => {
  it('keeps the organisation, its password, its tokens and its trial', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-restart-'));
    try {
      const account = newAccount('restart');
      const first = await startTestProduct({}, dataDir);
      expect((await register(first.api, account)).status).toBe(201);
      const oldToken = await login(first.api, account);
      await eventually(
        '/org/me to show the trial',
        () => call('GET', `${first.api}/org/me`, undefined, oldToken),
        (r) => r.body.trial_active === true,
      );
      await first.stop();

      const second = await startTestProduct({}, dataDir);
      try {
        const token = await login(second.api, account);
        const me = await call('GET', `${second.api}/org/me`, undefined, token);
        expect(me.body).toMatchObject({ name: account.orgName, trial_active: true });
        // The signing key survived too: a token from before the restart still works.
        expect((await call('GET', `${second.api}/org/me`, undefined, oldToken)).status).toBe(200);
        // And the email is still taken.
        expect((await register(second.api, account)).status).toBe(409);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
