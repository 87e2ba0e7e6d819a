import type { Page } from 'puppeteer-core';
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = (await (
      await fetch(`${appUrl}/api/org/documents/list`, { headers: auth })
    ).json()) as { filename: string; status: string }[];
    const status = list.find((d) => d.filename === filename)?.status;
    if (status === 'ready') return;
    if (status === 'error' || Date.now() > deadline)
      throw new Error(`${filename} not ready: ${status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
