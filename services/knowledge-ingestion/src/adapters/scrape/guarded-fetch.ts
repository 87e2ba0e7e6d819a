import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import {
  classifyAddress,
  guardedLookup,
  ipLiteralHost,
  type AddressPolicy,
} from '@winzmail/platform/net';
import { parseScrapeUrl } from '../../domain/scrape-url.js';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface FetchedResource {
  /** The final URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/** Why a fetch was refused or failed (the scrape turns it into the UI's message). */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly kind: 'blocked' | 'invalid' | 'failed' | 'too-large',
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

/** Checks a URL before connecting: scheme, credentials, and an IP-literal host's range. */
export function checkUrl(raw: string, policy: AddressPolicy): URL {
  const url = parseScrapeUrl(raw);
  if (!url) throw new FetchError('not an http(s) URL', 'invalid');
  const ip = ipLiteralHost(url.hostname);
  if (ip && !classifyAddress(ip, policy).ok)
    throw new FetchError(`blocked address ${ip}`, 'blocked');
  return url;
}

const DEFAULT_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; WinzmailBot/1.0; +knowledge-base scraper)',
  accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en;q=0.9, *;q=0.5',
};

/**
 * GET with the SSRF guard on every hop: http/https only, each redirect re-checked, the DNS
 * answer checked at connect time, body size capped after decompression, one overall deadline.
 */
export async function guardedFetch(
  rawUrl: string,
  policy: AddressPolicy,
  limits: FetchLimits,
  headers: Record<string, string> = {},
): Promise<FetchedResource> {
  const deadline = Date.now() + limits.timeoutMs;
  let url = checkUrl(rawUrl, policy);
  for (let hop = 0; ; hop++) {
    const res = await once(url, policy, deadline, { ...DEFAULT_HEADERS, ...headers });
    if ([301, 302, 303, 307, 308].includes(res.statusCode ?? 0)) {
      res.resume();
      const location = res.headers.location;
      if (!location || hop >= limits.maxRedirects)
        throw new FetchError('too many redirects', 'failed');
      url = checkUrl(new URL(location, url).toString(), policy);
      continue;
    }
    const body = await readCapped(res, limits.maxBytes, deadline);
    return {
      url: url.toString(),
      status: res.statusCode ?? 0,
      contentType: String(res.headers['content-type'] ?? ''),
      body,
    };
  }
}

function once(
  url: URL,
  policy: AddressPolicy,
  deadline: number,
  headers: Record<string, string>,
): Promise<IncomingMessage> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new FetchError('timed out', 'failed'));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'GET',
      headers,
      lookup: guardedLookup(policy),
      agent: false,
      timeout: remaining,
      signal: AbortSignal.timeout(remaining),
    });
    req.on('response', resolve);
    req.on('timeout', () => req.destroy(new FetchError('timed out', 'failed')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof FetchError) reject(err);
      else if (err.code === 'EBLOCKED') reject(new FetchError(err.message, 'blocked'));
      else reject(new FetchError(err.message, 'failed'));
    });
    req.end();
  });
}

function readCapped(res: IncomingMessage, maxBytes: number, deadline: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return Promise.reject(new FetchError('response too large', 'too-large'));
  }
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  let stream: Readable = res;
  if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.pipe(createGunzip());
  else if (encoding === 'deflate') stream = res.pipe(createInflate());
  else if (encoding === 'br') stream = res.pipe(createBrotliDecompress());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => fail(new FetchError('timed out', 'failed')),
      Math.max(1, deadline - Date.now()),
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      res.destroy();
      stream.destroy();
      reject(err);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(new FetchError('response too large', 'too-large'));
      else chunks.push(chunk);
    });
    stream.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', (err) =>
      fail(err instanceof FetchError ? err : new FetchError(err.message, 'failed')),
    );
    res.on('error', (err) => fail(new FetchError(err.message, 'failed')));
  });
}
