import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { chatRequest } from '@winzmail/testing/chat-request';
import { startOpenAiLoopback, type OpenAiLoopback } from '@winzmail/testing/openai-loopback';
import { AppError } from '../../errors/index.js';
import type { BreakerPolicy } from '../breaker.js';
import { DEFAULT_ROUTER_MODELS, type ChatRequest } from '../port.js';
import { OpenAiRouterModel } from './openai-router.js';

const M = { ...DEFAULT_ROUTER_MODELS, 'kimi-k2': 'local/kimi-test' };
const KEY = 'sk-loopback';
let loop: OpenAiLoopback;

beforeAll(async () => {
  loop = await startOpenAiLoopback({ apiKey: KEY });
});
afterEach(() => loop.reset());
afterAll(async () => {
  await loop.close();
});

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

async function router(
  opts: { timeoutMs?: number; breaker?: BreakerPolicy; now?: () => number; apiKey?: string } = {},
) {
  const logs: string[] = [];
  const model = await OpenAiRouterModel.open(
    {
      openai: {
        baseUrl: loop.baseUrl,
        apiKey: opts.apiKey ?? KEY,
        models: { 'kimi-k2': M['kimi-k2'] },
        timeoutMs: opts.timeoutMs ?? 5_000,
      },
      log: (m) => logs.push(m),
    },
    {
      breaker: opts.breaker ?? { failureThreshold: 3, coolDownMs: 60_000 },
      ...(opts.now ? { now: opts.now } : {}),
    },
  );
  return { model, logs };
}

const request = (extra: Partial<ChatRequest> = {}): ChatRequest =>
  chatRequest(
    [
      { role: 'system', content: 'Answer from the passages only.' },
      { role: 'user', content: 'When do you open?' },
    ],
    { choice: 'deepseek', ...extra },
  );

const asked = () => loop.requests.map((r) => r.model);

describe('OpenAiRouterModel against a loopback OpenAI-compatible server', () => {
  it('answers with the chosen model, its router id and usage, and sends the prompt', async () => {
    const { model } = await router();
    loop.script(M['grok-4-fast'], {
      kind: 'reply',
      text: 'We open at nine.',
      usage: { prompt_tokens: 31, completion_tokens: 5 },
    });
    const out = await model.complete(request({ choice: 'grok-4-fast', maxTokens: 64 }));
    expect(out).toEqual({
      text: 'We open at nine.',
      model: M['grok-4-fast'],
      usage: { promptTokens: 31, completionTokens: 5 },
    });
    expect(model.id).toBe(`openai:${new URL(loop.baseUrl).host}`);
    const [seen] = loop.requests;
    expect(seen).toMatchObject({ stream: false, maxTokens: 64, authorization: `Bearer ${KEY}` });
    expect(seen!.messages).toEqual(request().messages);
  });

  it('fails over to the next model on 429, then on 500', async () => {
    const { model, logs } = await router();
    loop.script(M.deepseek, { kind: 'status', status: 429, message: 'rate limited' });
    loop.script(M['grok-4-fast'], { kind: 'status', status: 500, message: 'upstream broke' });
    const out = await model.complete(request());
    expect(out.model).toBe(M['nemotron-nano']);
    expect(out.text).toBe(`${M['nemotron-nano']} says hello`);
    expect(asked()).toEqual([M.deepseek, M['grok-4-fast'], M['nemotron-nano']]);
    expect(logs.join('\n')).toMatch(/deepseek .*429 rate limited[\s\S]*grok-4-fast .*500/);
  });

  it('gives up on a hanging model after the timeout and asks the next', async () => {
    const { model } = await router({ timeoutMs: 300 });
    loop.script(M.deepseek, { kind: 'hang' });
    const out = await model.complete(request());
    expect(out.model).toBe(M['grok-4-fast']);
    expect(asked()).toEqual([M.deepseek, M['grok-4-fast']]);
  });

  it('when every model fails, one UNAVAILABLE error names each model and why', async () => {
    const { model } = await router({ timeoutMs: 300 });
    loop.setDefault(M.deepseek, { kind: 'status', status: 429, retryAfter: '30' });
    loop.setDefault(M['grok-4-fast'], { kind: 'status', status: 503, message: 'overloaded' });
    loop.setDefault(M['nemotron-nano'], { kind: 'hang' });
    loop.setDefault(M['gpt-oss-120b'], { kind: 'status', status: 500 });
    loop.setDefault(M['glm-4.5-air'], { kind: 'status', status: 502 });
    loop.setDefault(M['kimi-k2'], { kind: 'reply', text: '   ' });
    const err = await model.complete(request()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('UNAVAILABLE');
    const message = (err as AppError).message;
    expect(message).toContain(`deepseek (${M.deepseek}): 429`);
    expect(message).toContain('retry after 30000 ms');
    expect(message).toContain(`grok-4-fast (${M['grok-4-fast']}): 503 overloaded`);
    expect(message).toContain(`nemotron-nano (${M['nemotron-nano']}): no answer within 300 ms`);
    expect(message).toContain(`gpt-oss-120b (${M['gpt-oss-120b']}): 500`);
    expect(message).toContain(`glm-4.5-air (${M['glm-4.5-air']}): 502`);
    expect(message).toContain(`kimi-k2 (local/kimi-test): empty answer`);
    expect(asked()).toHaveLength(6);
  });

  it('a refused request (401, 400) fails at once without trying the other models', async () => {
    const { model } = await router({ apiKey: 'wrong-key' });
    const err = await model.complete(request()).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('FAILED_PRECONDITION');
    expect((err as AppError).message).toMatch(/deepseek .*401 invalid api key/);
    expect(asked()).toEqual([M.deepseek]);

    const { model: keyed } = await router();
    loop.script(M.deepseek, { kind: 'status', status: 400, message: 'context too long' });
    const bad = await keyed.complete(request()).catch((e: unknown) => e);
    expect((bad as AppError).message).toMatch(/400 context too long/);
    expect(asked()).toEqual([M.deepseek, M.deepseek]);
  });

  it('the circuit breaker skips a model that keeps failing and tries it again after the cool-down', async () => {
    const c = clock();
    const { model } = await router({
      breaker: { failureThreshold: 2, coolDownMs: 60_000 },
      now: c.now,
    });
    loop.setDefault(M.deepseek, { kind: 'status', status: 500 });
    await model.complete(request());
    await model.complete(request());
    expect(asked()).toEqual([M.deepseek, M['grok-4-fast'], M.deepseek, M['grok-4-fast']]);

    loop.reset();
    const out = await model.complete(request());
    expect(out.model).toBe(M['grok-4-fast']);
    expect(asked()).toEqual([M['grok-4-fast']]); // deepseek skipped: circuit open

    c.advance(60_000);
    loop.reset(); // deepseek answers again
    const back = await model.complete(request());
    expect(back.model).toBe(M.deepseek);
    expect(asked()).toEqual([M.deepseek]);
  });

  it('reports the chosen model reachable until every circuit is open (no probe request)', async () => {
    const c = clock();
    const { model } = await router({
      breaker: { failureThreshold: 1, coolDownMs: 60_000 },
      now: c.now,
    });
    expect(model.status('kimi-k2')).toEqual({ model: M['kimi-k2'], reachable: true, detail: '' });
    expect(loop.requests).toHaveLength(0);
    loop.setDefault(M.deepseek, { kind: 'status', status: 500 });
    await model.complete(request());
    expect(model.status('deepseek')).toEqual({
      model: M.deepseek,
      reachable: true,
      detail: 'deepseek failed lately; another model answers',
    });
    for (const id of Object.values(M)) loop.setDefault(id, { kind: 'status', status: 503 });
    await expect(model.complete(request())).rejects.toThrow(/no model could answer/);
    expect(model.status('deepseek')).toMatchObject({ reachable: false });
    c.advance(60_000);
    expect(model.status('deepseek')).toMatchObject({ reachable: true });
  });

  it("honours a 429's Retry-After as the cool-down, even below the failure threshold", async () => {
    const c = clock();
    const { model } = await router({
      breaker: { failureThreshold: 5, coolDownMs: 1_000 },
      now: c.now,
    });
    loop.script(M.deepseek, { kind: 'status', status: 429, retryAfter: '120' });
    await model.complete(request());
    loop.reset();
    c.advance(119_000);
    const during = await model.complete(request());
    expect(during.model).toBe(M['grok-4-fast']);
    expect(asked()).toEqual([M['grok-4-fast']]);
    c.advance(1_000);
    loop.reset();
    expect((await model.complete(request())).model).toBe(M.deepseek);
  });

  it('streams the deltas in order, returns the whole text and the usage', async () => {
    const { model } = await router();
    const chunks = ['We ', 'open ', 'at ', 'nine ', 'on ', 'weekdays.'];
    loop.script(M.deepseek, {
      kind: 'reply',
      text: chunks.join(''),
      chunks,
      usage: { prompt_tokens: 40, completion_tokens: 6 },
    });
    const deltas: string[] = [];
    const out = await model.complete(request({ onText: (d) => deltas.push(d) }));
    expect(deltas).toEqual(chunks);
    expect(out).toEqual({
      text: 'We open at nine on weekdays.',
      model: M.deepseek,
      usage: { promptTokens: 40, completionTokens: 6 },
    });
    expect(loop.requests[0]).toMatchObject({ stream: true, includeUsage: true });
  });

  it('streaming fails over before the first token (error, or silence past the timeout)', async () => {
    const { model } = await router({ timeoutMs: 300 });
    loop.script(M.deepseek, { kind: 'status', status: 503 });
    loop.script(M['grok-4-fast'], { kind: 'hang' });
    const deltas: string[] = [];
    const out = await model.complete(request({ onText: (d) => deltas.push(d) }));
    expect(out.model).toBe(M['nemotron-nano']);
    expect(deltas.join('')).toBe(out.text);
    expect(asked()).toEqual([M.deepseek, M['grok-4-fast'], M['nemotron-nano']]);
  });

  it('a stream that breaks after its first token is an error, not a failover', async () => {
    const { model } = await router();
    loop.script(M.deepseek, { kind: 'drop-after', chunks: ['We open ', 'at'] });
    const deltas: string[] = [];
    const err = await model
      .complete(request({ onText: (d) => deltas.push(d) }))
      .catch((e: unknown) => e);
    expect((err as AppError).code).toBe('UNAVAILABLE');
    expect((err as AppError).message).toMatch(
      /deepseek .* failed after its first 10 characters had been streamed.*no other model was tried/,
    );
    expect(deltas).toEqual(['We open ', 'at']);
    expect(asked()).toEqual([M.deepseek]);
  });

  it("the caller's abort ends the request without failing over", async () => {
    const { model } = await router();
    loop.script(M.deepseek, { kind: 'hang' });
    const controller = new AbortController();
    const pending = model.complete(request({ signal: controller.signal })).catch((e: unknown) => e);
    await loop.received(1);
    controller.abort(new Error('reader left'));
    expect(((await pending) as Error).message).toBe('reader left');
    expect(asked()).toEqual([M.deepseek]);
  });

  it("the caller's abort mid-stream closes the model's connection, no failover, no more deltas", async () => {
    const { model } = await router();
    loop.script(M.deepseek, { kind: 'stall-after', chunks: ['We open ', 'at nine'] });
    const controller = new AbortController();
    const deltas: string[] = [];
    const pending = model
      .complete(
        request({
          signal: controller.signal,
          onText: (d) => {
            deltas.push(d);
            if (deltas.join('') === 'We open at nine') controller.abort(new Error('reader left'));
          },
        }),
      )
      .catch((e: unknown) => e);
    expect(((await pending) as Error).message).toBe('reader left');
    await loop.abandoned(1); // the streaming HTTP request was given up, not left hanging
    expect(deltas).toEqual(['We open ', 'at nine']);
    expect(asked()).toEqual([M.deepseek]);
    // The model is not blamed for the reader leaving: it answers the next request.
    loop.script(M.deepseek, { kind: 'reply', text: 'We open at nine.' });
    expect((await model.complete(request())).model).toBe(M.deepseek);
  });

  it('a model silent past the timeout mid-answer is an error, not a cut text passed as whole', async () => {
    const { model } = await router({ timeoutMs: 300 });
    loop.script(M.deepseek, { kind: 'stall-after', chunks: ['We open ', 'at'] });
    const deltas: string[] = [];
    const err = await model
      .complete(request({ onText: (d) => deltas.push(d) }))
      .catch((e: unknown) => e);
    expect((err as AppError).code).toBe('UNAVAILABLE');
    expect((err as AppError).message).toMatch(
      /failed after its first 10 characters had been streamed to the reader \(no answer within 300 ms\)/,
    );
    expect(deltas).toEqual(['We open ', 'at']);
    expect(asked()).toEqual([M.deepseek]);
  });

  it('refuses bad settings with a clear error', async () => {
    await expect(OpenAiRouterModel.open({ openai: { baseUrl: 'not a url' } })).rejects.toThrow(
      /base URL is not a URL/,
    );
    await expect(
      OpenAiRouterModel.open({ openai: { baseUrl: loop.baseUrl, models: { deepseek: ' ' } } }),
    ).rejects.toThrow(/router model id for deepseek is empty/);
    await expect(
      OpenAiRouterModel.open({ openai: { baseUrl: loop.baseUrl, timeoutMs: 0 } }),
    ).rejects.toThrow(/timeout must be positive/);
  });
});
