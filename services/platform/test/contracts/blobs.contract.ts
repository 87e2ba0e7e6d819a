import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BlobStore } from '../../src/blobs/index.js';
import { AppError } from '../../src/errors/index.js';
import { uniqueName } from '@winzmail/testing';

/** A deterministic pseudo-random byte stream of `size` bytes in uneven chunks (no compression gains). */
function byteStream(size: number, seed = 1): { stream: Readable; sha256: string } {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let state = seed;
  for (let sent = 0; sent < size;) {
    const n = Math.min(size - sent, 64 * 1024 + (sent % 7919));
    const chunk = Buffer.alloc(n);
    for (let i = 0; i < n; i++) {
      state = (state * 1103515245 + 12345) >>> 0;
      chunk[i] = state >>> 24;
    }
    hash.update(chunk);
    chunks.push(chunk);
    sent += n;
  }
  return { stream: Readable.from(chunks), sha256: hash.digest('hex') };
}

async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

async function expectCode(p: Promise<unknown>, code: string): Promise<void> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
}

export function runBlobStoreContract(name: string, open: () => Promise<BlobStore>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let blobs: BlobStore;
    const key = (): string => `${uniqueName('org')}/doc/${uniqueName('file')}.bin`;

    beforeAll(async () => {
      blobs = await open();
    });
    afterAll(async () => {
      await blobs?.close();
    });

    it('round-trips a multi-MB stream with its content type and size', async () => {
      const k = key();
      const size = 6 * 1024 * 1024 + 123;
      const { stream, sha256: expected } = byteStream(size);
      expect(await blobs.put(k, stream, 'application/pdf')).toEqual({
        size,
        contentType: 'application/pdf',
      });
      expect(await blobs.head(k)).toEqual({ size, contentType: 'application/pdf' });
      const got = await blobs.get(k);
      expect({ size: got.size, contentType: got.contentType }).toEqual({
        size,
        contentType: 'application/pdf',
      });
      expect(sha256(await readAll(got.body))).toBe(expected);
    }, 60_000);

    it('stores a Buffer, including an empty one', async () => {
      const k = key();
      await blobs.put(k, Buffer.from('hello, world'), 'text/plain; charset=utf-8');
      const got = await blobs.get(k);
      expect(got.contentType).toBe('text/plain; charset=utf-8');
      expect((await readAll(got.body)).toString()).toBe('hello, world');
      const empty = key();
      expect(await blobs.put(empty, Buffer.alloc(0), 'application/octet-stream')).toEqual({
        size: 0,
        contentType: 'application/octet-stream',
      });
      expect((await readAll((await blobs.get(empty)).body)).length).toBe(0);
    });

    it('a missing key is NOT_FOUND on get and null on head', async () => {
      await expectCode(blobs.get(key()), 'NOT_FOUND');
      expect(await blobs.head(key())).toBeNull();
    });

    it('delete removes the blob; deleting again (or a missing key) is fine', async () => {
      const k = key();
      await blobs.put(k, Buffer.from('bye'), 'text/plain');
      await blobs.delete(k);
      await expectCode(blobs.get(k), 'NOT_FOUND');
      expect(await blobs.head(k)).toBeNull();
      await blobs.delete(k);
      await blobs.delete(key());
    });

    it('put replaces an existing blob (bytes, type and size)', async () => {
      const k = key();
      await blobs.put(k, Buffer.from('first version, longer'), 'text/plain');
      await blobs.put(k, Buffer.from('{"v":2}'), 'application/json');
      const got = await blobs.get(k);
      expect({ size: got.size, contentType: got.contentType }).toEqual({
        size: 7,
        contentType: 'application/json',
      });
      expect((await readAll(got.body)).toString()).toBe('{"v":2}');
    });

    it('a key and a longer key under it can both exist', async () => {
      const base = key();
      await blobs.put(base, Buffer.from('parent'), 'text/plain');
      await blobs.put(`${base}/child`, Buffer.from('child'), 'text/plain');
      expect((await readAll((await blobs.get(base)).body)).toString()).toBe('parent');
      expect((await readAll((await blobs.get(`${base}/child`)).body)).toString()).toBe('child');
    });

    it('a failed upload leaves the previous blob intact', async () => {
      const k = key();
      await blobs.put(k, Buffer.from('good'), 'text/plain');
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024 * 1024, 1));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(blobs.put(k, failing, 'text/plain')).rejects.toThrow();
      const got = await blobs.get(k);
      expect((await readAll(got.body)).toString()).toBe('good');
      expect(got.size).toBe(4);
    });

    it.each([
      ['parent traversal', '../outside'],
      ['traversal inside', 'org/../../etc/passwd'],
      ['absolute path', '/etc/passwd'],
      ['NUL byte', 'org/a\u0000b'],
      ['empty segment', 'org//doc'],
      ['dot segment', 'org/./doc'],
      ['backslash', 'org\\..\\doc'],
      ['empty key', ''],
    ])('refuses a key with %s', async (_what, bad) => {
      await expectCode(blobs.put(bad, Buffer.from('x'), 'text/plain'), 'INVALID_ARGUMENT');
      await expectCode(blobs.get(bad), 'INVALID_ARGUMENT');
      await expectCode(blobs.delete(bad), 'INVALID_ARGUMENT');
    });
  });
}
