import type { Page } from 'puppeteer-core';
import { eventually } from '@winzmail/testing';
import { accessTokenOf } from './token.js';

/** Puts a knowledge-base document in through the API as the signed-in page's organisation and
 * waits until it is searchable. */
export async function addDocument(
  page: Page,
  appUrl: string,
  filename: string,
  text: string,
): Promise<void> {
  const token = await accessTokenOf(page);
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/markdown' }), filename);
  const uploaded = await fetch(`${appUrl}/api/org/documents/upload`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (uploaded.status >= 300) throw new Error(`upload of ${filename}: ${uploaded.status}`);
  await eventually(
    `${filename} ready`,
    async () => {
      const list = (await (
        await fetch(`${appUrl}/api/org/documents/list`, { headers: auth })
      ).json()) as { filename: string; status: string }[];
      return list.find((d) => d.filename === filename)?.status;
    },
    (status) => {
      // A failed document never becomes ready: fail at once, not at the deadline.
      if (status === 'error') throw new Error(`${filename} not ready: ${status}`);
      return status === 'ready';
    },
    { timeoutMs: 60_000, intervalMs: 250 },
  );
}
