import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  call,
  login,
  newAccount,
  solveCaptcha,
  startTestProduct,
  type TestProduct,
} from '@winzmail/testing/product';
import { filledOrg, type FilledOrg } from './support/org-data.js';
import { unzip } from '@winzmail/testing/unzip';

/**
 * GET /org/export through the whole product: one zip, streamed from every service that holds a
 * part, with the organisation's emails, chats, settings (no credentials), documents list and the
 * original files byte for byte — and nothing of another organisation's.
 */
describe('exporting an organisation’s data', () => {
  let product: TestProduct;
  let org: FilledOrg;
  let other: FilledOrg;

  beforeAll(async () => {
    product = await startTestProduct();
    org = await filledOrg(product, 'export');
    other = await filledOrg(product, 'other');
  }, 180_000);
  afterAll(async () => {
    await product?.dispose();
  });

  it('downloads a zip of the organisation’s data and files, and only its own', async () => {
    const res = await fetch(`${product.api}/org/export`, {
      headers: { authorization: `Bearer ${org.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="winzmail-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    const names = [...files.keys()];
    for (const name of [
      'README.txt',
      'manifest.json',
      'mail/mailboxes.json',
      'mail/emails.json',
      'chat/conversations.json',
      'chat/ratings.json',
      'chat/handoffs.json',
      'settings/widget.json',
      'settings/prompt.json',
      'usage/model-usage.json',
      'documents/documents.json',
      'documents/knowledge-gaps.json',
      `documents/files/${org.documentId}/returns.md`,
    ])
      expect(names).toContain(name);
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8')) as unknown;
    expect(files.get(`documents/files/${org.documentId}/returns.md`)!.toString('utf8')).toBe(
      org.documentText,
    );
    expect(json('documents/documents.json')).toEqual([
      expect.objectContaining({ id: org.documentId, filename: 'returns.md' }),
    ]);
    expect(json('settings/prompt.json')).toMatchObject({
      signature: `The ${org.account.orgName} team`,
    });
    expect(json('settings/widget.json')).toMatchObject({
      allowed_origins: ['https://shop.example'],
    });
    const chats = json('chat/conversations.json') as { message: string }[];
    expect(chats.map((c) => c.message).sort()).toEqual([
      'Do you sell gift cards?',
      'How long until a refund reaches my card?',
    ]);
    // The website visitor's handoff: in chat, and as an email in the Inbox.
    expect(json('chat/handoffs.json')).toEqual([expect.objectContaining({ name: 'Ana' })]);
    expect(json('mail/emails.json')).toEqual([
      expect.objectContaining({ origin: 'widget_handoff' }),
    ]);
    const manifest = json('manifest.json') as {
      organisation: { id: string; name: string };
      files: { path: string; bytes: number }[];
    };
    expect(manifest.organisation).toMatchObject({ id: org.orgId, name: org.account.orgName });
    for (const f of manifest.files) expect(files.get(f.path)?.length).toBe(f.bytes);
    // Nothing of the other organisation, and no secret of any kind.
    const all = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => files.get(n)!.toString('utf8'))
      .join('\n');
    expect(all).not.toContain(other.orgId);
    expect(all).not.toContain(other.documentId);
    expect(all).not.toMatch(/password|outbox|blob_key|"secret"/);
  }, 60_000);

  it('is for the administrator only, and for signed-in callers', async () => {
    const member = newAccount('member');
    const joined = await call('POST', `${product.api}/auth/register`, {
      org: { name: member.orgName },
      user: { email: member.email, password: member.password, is_admin: false },
      captcha: await solveCaptcha(product.api),
    });
    expect(joined.status).toBe(201);
    const token = await login(product.api, member);
    expect((await call('GET', `${product.api}/org/export`, undefined, token)).status).toBe(403);
    expect((await call('GET', `${product.api}/org/export`)).status).toBe(401);
  }, 60_000);
});
