import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import {
  call,
  login,
  newAccount,
  solveCaptcha,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';
import { filledOrg, findInDataDir, type FilledOrg } from './support/org-data.js';

/**
 * Deleting an organisation on the embedded adapters leaves nothing of it anywhere under the
 * product's data directory — no record in any collection of any service's store, no blob, no
 * search snapshot, no file or folder named after it — while another organisation's data is
 * untouched. The same flow on the real servers: org-deletion.real.test.ts.
 */
describe('deleting an organisation (embedded adapters)', () => {
  let product: TestProduct;
  let doomed: FilledOrg;
  let kept: FilledOrg;
  let stopped = false;

  beforeAll(async () => {
    product = await startTestProduct();
    doomed = await filledOrg(product, 'doomed');
    kept = await filledOrg(product, 'kept');
  }, 180_000);
  afterAll(async () => {
    if (!stopped) await product?.dispose();
  });

  it('is refused to a typo, then ends the sessions at once and erases everything of it', async () => {
    const api = product.api;
    const needles = [doomed.orgId, doomed.userId];
    // Before: the organisation is in every service's store, the blob store and the index. The
    // index's snapshot is written a moment after its last change (debounced): a loaded CI run
    // looked before it was, so the places are waited for, not read once.
    const places = [
      'identity/store/winzmail.mdb',
      'billing/store/winzmail.mdb',
      'chat/store/winzmail.mdb',
      'reply-generation/store/winzmail.mdb',
      'mail-sync/store/winzmail.mdb',
      'knowledge-ingestion/store/winzmail.mdb',
      'knowledge-ingestion/blobs/keys/',
      '.idx (name)',
    ];
    const before = (
      await eventually(
        'the organisation in every store, the blobs and the index snapshot',
        () => findInDataDir(product.dataDir, needles),
        (found) => places.every((where) => found.join('\n').includes(where)),
        { timeoutMs: 30_000 },
      )
    ).join('\n');
    for (const where of places) expect(before).toContain(where);

    const typo = await call('DELETE', `${api}/org`, { confirm_name: 'Not the name' }, doomed.token);
    expect(typo.status).toBe(400);
    const other = await call(
      'DELETE',
      `${api}/org`,
      { confirm_name: kept.account.orgName },
      doomed.token,
    );
    expect(other.status).toBe(400);

    // A user who is not the organisation's administrator may not, whatever they type.
    const member = newAccount('member');
    const joined = await call('POST', `${api}/auth/register`, {
      org: { name: member.orgName },
      user: { email: member.email, password: member.password, is_admin: false },
      captcha: await solveCaptcha(api),
    });
    expect(joined.status).toBe(201);
    const memberToken = await login(api, member);
    const refused = await call(
      'DELETE',
      `${api}/org`,
      { confirm_name: member.orgName },
      memberToken,
    );
    expect(refused.status).toBe(403);
    expect((await call('GET', `${api}/org/me`, undefined, memberToken)).status).toBe(200);
    // No body, or another shape: 400.
    expect((await call('DELETE', `${api}/org`, undefined, doomed.token)).status).toBe(400);
    expect(
      (
        await call(
          'DELETE',
          `${api}/org`,
          { confirm_name: doomed.account.orgName, x: 1 },
          doomed.token,
        )
      ).status,
    ).toBe(400);

    const res = await call(
      'DELETE',
      `${api}/org`,
      { confirm_name: doomed.account.orgName },
      doomed.token,
    );
    expect(res.status).toBe(204);
    // At once: the token and the password stop working.
    expect((await call('GET', `${api}/org/me`, undefined, doomed.token)).status).toBe(401);
    await expect(login(api, doomed.account)).rejects.toThrow(/401/);

    await eventually(
      'nothing of the deleted organisation in any live record, blob or index',
      () => findInDataDir(product.dataDir, needles, 'erased'),
      (found) => found.length === 0,
      { timeoutMs: 60_000 },
    );

    // The other organisation: everything still there and working.
    const docs = await call<{ id: string }[]>(
      'GET',
      `${api}/org/documents/list`,
      undefined,
      kept.token,
    );
    expect(docs.body.map((d) => d.id)).toEqual([kept.documentId]);
    const view = await fetch(`${api}/org/documents/view/${kept.documentId}`, {
      headers: { authorization: `Bearer ${kept.token}` },
    });
    expect(await view.text()).toBe(kept.documentText);
    const prompt = await call('GET', `${api}/prompt/`, undefined, kept.token);
    expect(prompt.body.signature).toBe(`The ${kept.account.orgName} team`);
    const history = await call<{ chats: unknown[] }>(
      'GET',
      `${api}/chat/history`,
      undefined,
      kept.token,
    );
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain('refund');
    expect((await call('GET', `${api}/org/me`, undefined, kept.token)).body.trial_active).toBe(
      true,
    );

    // Redelivery changes nothing: a second request for the same organisation finds nothing.
    expect(
      (await call('DELETE', `${api}/org`, { confirm_name: doomed.account.orgName }, doomed.token))
        .status,
    ).toBe(401);

    // Stopped, the stores are compacted: the files themselves hold nothing of it any more.
    await product.stop();
    stopped = true;
    try {
      expect(await findInDataDir(product.dataDir, needles, 'stopped')).toEqual([]);
      expect(await findInDataDir(product.dataDir, [kept.orgId], 'stopped')).not.toEqual([]);
    } finally {
      await rm(product.dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
