import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, startTestProduct, type TestProduct } from '@winzmail/testing/product';
import { MESSAGES } from '../src/domain/messages.js';
import { status } from '@grpc/grpc-js';
import { list, searchClient, settled, signedInOrg, upload, uploadStream } from './support/api.js';

const MB10 = 10 * 1024 * 1024;

let product: TestProduct;
let token: string;
let orgId: string;
beforeAll(async () => {
  product = await startTestProduct();
  ({ token, orgId } = await signedInOrg(product));
}, 60_000);
afterAll(async () => {
  await product.dispose();
});

/** Files in the embedded blob store, or in one of its folders (`objects`, `keys/<org>.d`). */
async function blobFiles(folder = ''): Promise<string[]> {
  const dir = join(product.dataDir, 'knowledge-ingestion', 'blobs', folder);
  const walk = async (d: string): Promise<string[]> => {
    const entries = await readdir(d, { withFileTypes: true }).catch(() => []);
    const out: string[] = [];
    for (const e of entries)
      out.push(...(e.isDirectory() ? await walk(join(d, e.name)) : [join(d, e.name)]));
    return out;
  };
  return walk(dir);
}

describe('upload → process → list → view → delete', () => {
  it('answers at once with status processing, then becomes ready with chunks', async () => {
    const text =
      '# Opening hours\n\nOur shop in Utrecht opens at nine on weekdays.\n\n## Sundays\n\nClosed on Sundays.';
    const res = await upload(product, token, 'hours.md', Buffer.from(text));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      filename: 'hours.md',
      type: 'md',
      status: 'processing',
      size: Buffer.byteLength(text),
    });
    const doc = await settled(product, token, res.body.id);
    expect(doc).toMatchObject({ status: 'ready', error: '' });
    expect(doc.chunk_count).toBeGreaterThan(0);

    const view = await fetch(`${product.api}/org/documents/view/${doc.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(view.headers.get('content-disposition')).toBe(
      `attachment; filename="hours.md"; filename*=UTF-8''hours.md`,
    );
    expect(Buffer.from(await view.arrayBuffer()).toString()).toBe(text);

    const del = await call(
      'DELETE',
      `${product.api}/org/documents/delete/${doc.id}`,
      undefined,
      token,
    );
    expect(del).toMatchObject({ status: 200, body: { deleted: true } });
    const again = await call(
      'DELETE',
      `${product.api}/org/documents/delete/${doc.id}`,
      undefined,
      token,
    );
    // Already gone: nothing was deleted this time, and the answer says so.
    expect(again).toMatchObject({ status: 404, body: { error: MESSAGES.notFound } });
    expect((await list(product, token)).some((d) => d.id === doc.id)).toBe(false);
    const gone = await call('GET', `${product.api}/org/documents/view/${doc.id}`, undefined, token);
    expect(gone.status).toBe(404);
    const search = searchClient(product.services.knowledge!);
    try {
      expect(
        (await search.search(orgId, 'Utrecht shop opening hours')).filter(
          (h) => h.document_id === doc.id,
        ),
      ).toEqual([]);
    } finally {
      search.close();
    }
    expect((await blobFiles()).some((f) => f.includes(doc.id))).toBe(false);
  });

  it('lists newest first and sends non-ASCII file names back exactly', async () => {
    const first = await upload(
      product,
      token,
      'première note.txt',
      Buffer.from('Première note: bonjour.'),
    );
    const second = await upload(product, token, '说明.txt', Buffer.from('这是一个说明文件。'));
    const docs = await list(product, token);
    const ids = docs.map((d) => d.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    const view = await fetch(`${product.api}/org/documents/view/${second.body.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(view.headers.get('content-disposition')).toBe(
      `attachment; filename="__.txt"; filename*=UTF-8''${encodeURIComponent('说明.txt')}`,
    );
    expect(await view.text()).toBe('这是一个说明文件。');
  });

  it('answers 404 to a delete of an id that never existed, and deletes nothing', async () => {
    const kept = await upload(product, token, 'kept.txt', Buffer.from('Kept on file.'));
    const before = (await list(product, token)).map((d) => d.id);
    for (const id of ['000000000000000000000000', 'no-such-document', encodeURIComponent('../x')]) {
      const res = await call(
        'DELETE',
        `${product.api}/org/documents/delete/${id}`,
        undefined,
        token,
      );
      expect(res).toMatchObject({ status: 404, body: { error: MESSAGES.notFound } });
    }
    expect((await list(product, token)).map((d) => d.id)).toEqual(before);
    expect(before).toContain(kept.body.id);
  });

  it('requires sign-in', async () => {
    expect((await call('GET', `${product.api}/org/documents/list`)).status).toBe(401);
  });
});

describe('upload limits and types', () => {
  it('accepts exactly 10 MB', async () => {
    const res = await upload(product, token, 'ten.txt', Buffer.alloc(MB10, 'a'));
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(MB10);
    // Not kept: its processing would hold this organisation's queue for the tests below.
    const del = await call(
      'DELETE',
      `${product.api}/org/documents/delete/${res.body.id}`,
      undefined,
      token,
    );
    expect(del.status).toBe(200);
  }, 60_000);

  it('refuses 10 MB + 1 byte with 413 and stores nothing', async () => {
    // An organisation of its own: nothing another test left running can change its counts.
    const own = await signedInOrg(product, 'limit');
    const objects = (await blobFiles('objects')).length;
    const res = await upload(product, own.token, 'big.txt', Buffer.alloc(MB10 + 1, 'a'));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('File is too large. The maximum size is 10 MB.');
    // The service never stores an upload without the caller's end message (see the gRPC tests
    // below), so what is not there now never appears.
    expect(await list(product, own.token)).toEqual([]);
    // No key of this organisation, and no file more (fewer is another test's delete finishing).
    expect(await blobFiles(`keys/${own.orgId}.d`)).toEqual([]);
    expect((await blobFiles('objects')).length).toBeLessThanOrEqual(objects);
  }, 60_000);

  it('refuses a renamed executable, a wrong extension, and an empty file with clear messages', async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(4000, 1),
    ]);
    const exe = await upload(product, token, 'report.pdf', elf);
    expect(exe).toMatchObject({ status: 400, body: { error: MESSAGES.executable } });
    const fakePdf = await upload(
      product,
      token,
      'report.pdf',
      Buffer.from('just text pretending to be a PDF'),
    );
    expect(fakePdf).toMatchObject({ status: 400, body: { error: MESSAGES.mismatch('pdf') } });
    const png = await upload(
      product,
      token,
      'photo.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png).toMatchObject({ status: 400, body: { error: MESSAGES.unsupportedName } });
    const empty = await upload(product, token, 'empty.txt', Buffer.alloc(0));
    expect(empty).toMatchObject({ status: 400, body: { error: MESSAGES.empty } });
  });

  it('ends a password-protected .doc in status error saying so', async () => {
    const locked = readFileSync(join(import.meta.dirname, 'fixtures/legacy-word/password-rc4.doc'));
    const res = await upload(product, token, 'locked.doc', locked);
    expect(res.status).toBe(201);
    expect(await settled(product, token, res.body.id)).toMatchObject({
      status: 'error',
      error: MESSAGES.encrypted,
    });
  });

  it('answers 400 without a file field', async () => {
    const res = await upload(product, token, 'a.txt', Buffer.from('hello'), 'document');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please choose a file to upload.');
    const notMultipart = await call(
      'POST',
      `${product.api}/org/documents/upload`,
      { file: 'x' },
      token,
    );
    expect(notMultipart.status).toBe(400);
  });

  it('ends a document with no text in status error with a reason, and keeps processing others', async () => {
    const blank = await upload(product, token, 'blank.md', Buffer.from('\n\n   \n'));
    const good = await upload(
      product,
      token,
      'good.txt',
      Buffer.from('The warehouse ships orders every Tuesday.'),
    );
    expect((await settled(product, token, blank.body.id)).error).toBe(MESSAGES.noText);
    expect((await settled(product, token, good.body.id)).status).toBe('ready');
  });
});

describe('the Upload stream (gateway → service)', () => {
  it('stores a file only when the stream ends with the end message and its byte count', async () => {
    const own = await signedInOrg(product, 'stream');
    const address = product.services.knowledge!;
    const header = { org_id: own.orgId, filename: 'notes.txt', content_type: 'text/plain' };
    const data = Buffer.from('Deliveries leave the depot at six.');

    // Ended without the end message (how a cancelled call can read): refused, nothing stored.
    const unfinished = await uploadStream(address, [{ header }, { data }]);
    expect(unfinished.error?.code).toBe(status.INVALID_ARGUMENT);
    // An end that counts other bytes than arrived: refused too.
    const short = await uploadStream(address, [
      { header },
      { data },
      { end: { size: data.length + 1 } },
    ]);
    expect(short.error?.code).toBe(status.INVALID_ARGUMENT);
    // Each answer came after the service had decided, so an empty list now is final.
    expect(await list(product, own.token)).toEqual([]);
    expect(await blobFiles(`keys/${own.orgId}.d`)).toEqual([]);

    const whole = await uploadStream(address, [
      { header },
      { data },
      { end: { size: data.length } },
    ]);
    expect(whole.doc).toMatchObject({ filename: 'notes.txt', size: data.length });
    expect((await list(product, own.token)).map((d) => d.id)).toEqual([whole.doc!.id]);
  });
});

describe('tenant isolation', () => {
  it("org B cannot list, view, delete or retrieve org A's documents", async () => {
    const a = await signedInOrg(product, 'tenantA');
    const b = await signedInOrg(product, 'tenantB');
    const secret =
      'Project Nightingale launches on the ninth of October with a budget of 4 million.';
    const up = await upload(product, a.token, 'secret.txt', Buffer.from(secret));
    await settled(product, a.token, up.body.id);

    expect(await list(product, b.token)).toEqual([]);
    const view = await call(
      'GET',
      `${product.api}/org/documents/view/${up.body.id}`,
      undefined,
      b.token,
    );
    expect(view.status).toBe(404);
    const del = await call(
      'DELETE',
      `${product.api}/org/documents/delete/${up.body.id}`,
      undefined,
      b.token,
    );
    expect(del).toMatchObject({ status: 404, body: { error: MESSAGES.notFound } });
    const search = searchClient(product.services.knowledge!);
    try {
      expect(await search.search(b.orgId, 'Project Nightingale launch budget')).toEqual([]);
      const hits = await search.search(a.orgId, 'Project Nightingale launch budget');
      expect(hits[0]).toMatchObject({ document_id: up.body.id, filename: 'secret.txt' });
      expect(hits[0]!.text).toContain('Nightingale');
    } finally {
      search.close();
    }
    // Nothing of A's was touched by B's delete.
    expect((await list(product, a.token)).map((d) => d.id)).toEqual([up.body.id]);
    const own = await fetch(`${product.api}/org/documents/view/${up.body.id}`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(await own.text()).toBe(secret);
  });
});
