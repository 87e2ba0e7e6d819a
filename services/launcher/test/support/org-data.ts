import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { eventually } from '@winzmail/testing';
import { ask, headersOf, newVisitor } from '@winzmail/testing/chat';
import {
  call,
  login,
  newAccount,
  register,
  type TestAccount,
  type TestProduct,
} from '@winzmail/testing/product';

/**
 * An organisation with something in every service, for the deletion and export tests: a
 * processed document (store, blob store, search index), a reply style, widget settings, a
 * replay minimum, a staff chat answer, its trial, its staff user and session.
 */
export interface FilledOrg {
  account: TestAccount;
  orgId: string;
  userId: string;
  token: string;
  documentId: string;
  documentText: string;
}

export async function filledOrg(product: TestProduct, prefix: string): Promise<FilledOrg> {
  const account = newAccount(prefix);
  const created = await register(product.api, account);
  if (created.status !== 201) throw new Error(`register failed: ${created.status}`);
  const orgId = String(created.body.org_id);
  const userId = String(created.body.user_id);
  const token = await login(product.api, account);
  const documentText = `# Returns at ${account.orgName}\n\nParcels can be returned within 30 days. Refunds reach your card in five working days.`;
  const form = new FormData();
  form.append('file', new Blob([documentText]), 'returns.md');
  const uploaded = await fetch(`${product.api}/org/documents/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const documentId = String(((await uploaded.json()) as { id: string }).id);
  await eventually(
    'the document to be processed',
    () =>
      call<{ id: string; status: string }[]>(
        'GET',
        `${product.api}/org/documents/list`,
        undefined,
        token,
      ),
    (r) => r.body.some((d) => d.id === documentId && d.status === 'ready'),
    { timeoutMs: 60_000 },
  );
  await expectOk(
    call('POST', `${product.api}/prompt/set`, { signature: `The ${account.orgName} team` }, token),
  );
  // A website visitor asks, then hands the conversation to a person: chat keeps the visitor's
  // conversation and handoff, mail-sync puts it in the Inbox as an email. (Before the widget is
  // limited to one website below.)
  const visitor = {
    orgId,
    visitor: await newVisitor(product.api, orgId),
  };
  const visitorAnswer = await ask(product.api, visitor, 'Do you sell gift cards?');
  if (visitorAnswer.status !== 200) throw new Error(`visitor chat failed: ${visitorAnswer.status}`);
  const handoff = await fetch(`${product.api}/chat/handoff`, {
    method: 'POST',
    headers: { ...headersOf(visitor), 'content-type': 'application/json' },
    body: JSON.stringify({ email: `visitor-${orgId.slice(0, 8)}@example.com`, name: 'Ana' }),
  });
  if (handoff.status !== 202) throw new Error(`handoff failed: ${handoff.status}`);
  await eventually(
    'the handoff in the Inbox',
    () => call<unknown[]>('GET', `${product.api}/org/email/incoming`, undefined, token),
    (r) => JSON.stringify(r.body).includes('widget_handoff'),
    { timeoutMs: 30_000 },
  );
  await expectOk(
    call(
      'POST',
      `${product.api}/chat/widget-settings`,
      { allowed_origins: ['https://shop.example'] },
      token,
    ),
  );
  await expectOk(call('PUT', `${product.api}/org/replay/minimum`, { min_agreement: 60 }, token));
  const asked = await fetch(`${product.api}/chat/ask`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'How long until a refund reaches my card?' }),
  });
  if (asked.status !== 200) throw new Error(`chat failed: ${asked.status}`);
  await asked.text();
  await eventually(
    'the trial to start',
    () => call('GET', `${product.api}/org/me`, undefined, token),
    (r) => r.body.trial_active === true,
    { timeoutMs: 30_000 },
  );
  return { account, orgId, userId, token, documentId, documentText };
}

async function expectOk(res: Promise<{ status: number; body: unknown }>): Promise<void> {
  const r = await res;
  if (r.status >= 300)
    throw new Error(`expected success, got ${r.status} ${JSON.stringify(r.body)}`);
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Where `needles` occur under the embedded product's data directory: in a file's path or
 * anywhere in a file's bytes (stores, blobs, their key files, search snapshots, keys).
 * - `present`: while the product runs, to show where an organisation is before it is erased;
 * - `erased`: while it runs, after erasing: the stores' LMDB files are left out (LMDB reuses freed
 *   pages without clearing them: the erased bytes stay until the file is compacted on close);
 *   the product's APIs show the data gone meanwhile;
 * - `stopped`: after the product stopped and compacted its stores: every byte.
 */
export async function findInDataDir(
  dataDir: string,
  needles: string[],
  phase: 'present' | 'erased' | 'stopped' = 'present',
): Promise<string[]> {
  const found: string[] = [];
  for await (const path of files(dataDir)) {
    const rel = relative(dataDir, path);
    const readable = !(phase === 'erased' && /\.mdb(-lock)?$/.test(path));
    const bytes = readable ? await readFile(path) : Buffer.alloc(0);
    for (const needle of needles) {
      // Search snapshots are named by the organisation's id in base64url.
      const named = [needle, Buffer.from(needle).toString('base64url')];
      if (named.some((n) => rel.includes(n))) found.push(`${rel} (name)`);
      if (bytes.includes(Buffer.from(needle))) found.push(rel);
    }
  }
  return [...new Set(found)];
}
