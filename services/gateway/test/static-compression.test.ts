import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { spa } from '../src/http/static.js';

// A built app as the frontend build leaves it: each text file with .br and .gz copies beside it
// (the favicon has none, as files under the build's threshold).
const dir = mkdtempSync(join(tmpdir(), 'winzmail-spa-'));
const script = Buffer.from(`console.log(${JSON.stringify('winzmail '.repeat(400))});\n`);
const shell = Buffer.from(
  `<!doctype html><html><head><script type="module" src="/winzmail/assets/app-1a2b.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`,
);
const icon = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

function writeWithCopies(path: string, bytes: Buffer): void {
  writeFileSync(path, bytes);
  writeFileSync(`${path}.br`, brotliCompressSync(bytes));
  writeFileSync(`${path}.gz`, gzipSync(bytes));
}

let server: Server;
let port: number;
beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeWithCopies(join(dir, 'assets', 'app-1a2b.js'), script);
  writeWithCopies(join(dir, 'index.html'), shell);
  writeFileSync(join(dir, 'favicon.svg'), icon);
  const app = express();
  app.use('/winzmail', spa(dir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET: node:http adds no Accept-Encoding and decodes nothing, so the bytes are the wire's. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const ASSET = '/winzmail/assets/app-1a2b.js';

describe('the SPA files, by Accept-Encoding', () => {
  it('sends brotli to a browser that accepts it, with the headers a cache needs', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.body).equals(script)).toBe(true);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get(ASSET, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(res.body).equals(script)).toBe(true);
    }
  });

  it('sends the original bytes to a client that accepts no compression', async () => {
    const plainHeaders: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'zstd' },
    ];
    for (const headers of plainHeaders) {
      const res = await get(ASSET, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      // The same URL answers differently by encoding, so caches must key on it here too.
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(script)).toBe(true);
    }
  });

  it('answers a revalidation of the compressed copy with 304', async () => {
    const first = await get(ASSET, { 'accept-encoding': 'br' });
    const again = await get(ASSET, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    // Each encoding has its own entity tag: a cached brotli body never validates a plain one.
    const plain = await get(ASSET);
    expect(plain.headers.etag).not.toBe(first.headers.etag);
  });

  it('serves a file that has no compressed copy as it is', async () => {
    const res = await get('/winzmail/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(icon)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the app shell and the history fallback', () => {
  it('answers an app path with index.html, compressed when accepted and never cached', async () => {
    for (const path of ['/winzmail/', '/winzmail/documents', '/winzmail/settings/billing']) {
      const br = await get(path, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.body).equals(shell)).toBe(true);

      const plain = await get(path, { accept: 'text/html' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(shell)).toBe(true);
    }
  });

  it('leaves a missing file to the next handler when the client does not want HTML', async () => {
    const res = await get('/winzmail/assets/missing.js', {
      accept: 'application/json',
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(404);
  });
});
