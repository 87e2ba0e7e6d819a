import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { embedQueries, openEmbedder } from '../index.js';
import { LexicalEmbedder } from './lexical.js';

/** A local double of the OpenAI embeddings API: POST /v1/embeddings, deterministic vectors. */
interface Seen {
  auth: string | undefined;
  model: string;
  input: string[];
}
const seen: Seen[] = [];
let server: Server;
let baseUrl: string;
const inner = new LexicalEmbedder(64);

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"message":"no"}}');
        return;
      }
      const body = JSON.parse(raw) as { model: string; input: string[] | string };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      seen.push({ auth: req.headers.authorization, model: body.model, input });
      if (input.some((t) => t === '')) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":{"message":"empty input"}}');
        return;
      }
      // Unnormalised vectors, reversed order: the adapter must normalise and reorder by index.
      const data = input
        .map((t, index) => ({
          object: 'embedding',
          index,
          // A model named short-* answers with vectors of another size (a mismatched query model).
          embedding: inner
            .embedOne(t || ' ')
            .map((x) => x * 3)
            .slice(0, body.model.startsWith('short-') ? 32 : 64),
        }))
        .reverse();
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          data,
          model: body.model,
          usage: { prompt_tokens: 1, total_tokens: 1 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe('OpenAiEmbedder through the real openai client', () => {
  it('is chosen when the API is configured, learns dims, batches, keeps order and normalises', async () => {
    const e = await openEmbedder({ openai: { baseUrl, apiKey: 'sk-test', model: 'test-embed' } });
    expect(e.id).toBe('openai:test-embed');
    expect(e.dims).toBe(64);
    const texts = Array.from({ length: 70 }, (_, i) => `text number ${i}`);
    texts[5] = '   ';
    const vectors = await e.embed(texts);
    expect(vectors).toHaveLength(70);
    expect(vectors[3]).toEqual(inner.embedOne('text number 3').map((x) => expect.closeTo(x, 9)));
    const norm = Math.hypot(...vectors[10]!);
    expect(norm).toBeCloseTo(1, 9);
    const calls = seen.filter((s) => s.input.length > 1);
    expect(calls.map((c) => c.input.length)).toEqual([64, 6]);
    expect(calls.every((c) => c.auth === 'Bearer sk-test' && c.model === 'test-embed')).toBe(true);
  });

  it('asks the query model for queries and the passage model for passages', async () => {
    const e = await openEmbedder({
      openai: { baseUrl, model: 'm-passage', queryModel: 'm-query', languages: 'multi' },
    });
    expect(e.id).toBe('openai:m-passage');
    expect(e.languages).toBe('multi');
    seen.length = 0;
    await embedQueries(e, ['a question', 'another']);
    await e.embed(['a passage', 'another']);
    expect(seen.map((s) => s.model)).toEqual(['m-query', 'm-passage']);
  });

  it('refuses a query model whose vectors differ in size', async () => {
    await expect(
      openEmbedder({ openai: { baseUrl, model: 'm-passage', queryModel: 'short-query' } }),
    ).rejects.toThrow(/query model short-query gives 32 dims, m-passage 64/);
  });

  it('fails clearly when the API is down', async () => {
    await expect(
      openEmbedder({
        provider: 'openai',
        openai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'x', model: 'm' },
      }),
    ).rejects.toThrow();
  });
});
