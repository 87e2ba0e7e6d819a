import OpenAI, { APIError } from 'openai';
import type { Clock } from '../../clock/index.js';
import { AppError } from '../../errors/index.js';
import { recordFailover } from '../../metrics/llm.js';
import {
  CircuitBreakers,
  DEFAULT_BREAKER_POLICY,
  parseRetryAfter,
  type BreakerPolicy,
} from '../breaker.js';
import {
  DEFAULT_ROUTER_MODELS,
  failoverOrder,
  LLM_CHOICES,
  type ChatCompletion,
  type ChatModel,
  type ChatModelSettings,
  type ChatRequest,
  type LlmChoice,
  type ModelStatus,
  type TokenUsage,
} from '../port.js';

/** Where the default model ids (OpenRouter's free tiers) are served when no base URL is set. */
export const DEFAULT_ROUTER_BASE_URL = 'https://openrouter.ai/api/v1';
export const DEFAULT_ROUTER_TIMEOUT_MS = 30_000;

export interface OpenAiRouterOptions {
  breaker?: BreakerPolicy;
  /** The breakers' clock (tests move it to end a cool-down). */
  now?: Clock;
}

type Attempt =
  | { outcome: 'answered'; completion: ChatCompletion }
  | { outcome: 'failed'; failure: Failure; streamedChars: number }
  | { outcome: 'aborted' };

/** onText threw: the caller's own error, not the model's, so it ends the request as it is. */
class DeliveryError extends Error {
  constructor(readonly original: unknown) {
    super('onText failed');
  }
}

/**
 * The six free models behind one OpenAI-compatible router, through the official `openai` client.
 * The organisation's llm_choice is tried first, then the others (failoverOrder). A model is left
 * for the next on 429, 5xx, timeout or a broken connection — and skipped while its circuit breaker
 * is open; a refused request (other 4xx) fails at once. The client's own retries are off: the
 * failover is the retry, and it moves on instead of waiting on the same busy model.
 */
export class OpenAiRouterModel implements ChatModel {
  readonly id: string;
  private readonly breakers: CircuitBreakers;

  private constructor(
    private readonly client: OpenAI,
    baseUrl: string,
    private readonly models: Readonly<Record<LlmChoice, string>>,
    private readonly timeoutMs: number,
    private readonly log: (message: string) => void,
    private readonly now: Clock,
    breaker: BreakerPolicy,
  ) {
    this.id = `openai:${new URL(baseUrl).host}`;
    this.breakers = new CircuitBreakers(breaker, now);
  }

  static async open(
    settings: ChatModelSettings,
    options: OpenAiRouterOptions = {},
  ): Promise<OpenAiRouterModel> {
    const s = settings.openai ?? {};
    const baseUrl = s.baseUrl || DEFAULT_ROUTER_BASE_URL;
    try {
      new URL(baseUrl);
    } catch {
      throw new AppError(
        'INVALID_ARGUMENT',
        `the model router's base URL is not a URL: ${baseUrl}`,
      );
    }
    const models = { ...DEFAULT_ROUTER_MODELS };
    for (const choice of LLM_CHOICES) {
      const id = s.models?.[choice];
      if (id !== undefined) {
        if (!id.trim())
          throw new AppError('INVALID_ARGUMENT', `the router model id for ${choice} is empty`);
        models[choice] = id.trim();
      }
    }
    const timeoutMs = s.timeoutMs ?? DEFAULT_ROUTER_TIMEOUT_MS;
    if (!(timeoutMs > 0))
      throw new AppError('INVALID_ARGUMENT', `the model timeout must be positive: ${timeoutMs}`);
    // A local router (llama.cpp server, vLLM) may need no key; the client insists on one.
    const client = new OpenAI({ baseURL: baseUrl, apiKey: s.apiKey || 'unused', maxRetries: 0 });
    return new OpenAiRouterModel(
      client,
      baseUrl,
      models,
      timeoutMs,
      settings.log ?? (() => {}),
      options.now ?? Date.now,
      options.breaker ?? DEFAULT_BREAKER_POLICY,
    );
  }

  /**
   * The circuit breakers' view: reachable while some model in `choice`'s failover order is not
   * skipped for failing. No probe request (the router's quota is for replies).
   */
  status(choice?: string): ModelStatus {
    const order = failoverOrder(choice);
    const first = order[0]!;
    const open = order.filter((c) => this.breakers.get(this.models[c]).state() === 'open');
    const model = this.models[first];
    if (open.length === order.length)
      return {
        model,
        reachable: false,
        detail: 'every model failed lately; they are tried again after a cool-down',
      };
    if (open.includes(first))
      return { model, reachable: true, detail: `${first} failed lately; another model answers` };
    return { model, reachable: true, detail: '' };
  }

  async complete(request: ChatRequest): Promise<ChatCompletion> {
    const failures: string[] = [];
    const tried = new Set<string>();
    for (const choice of failoverOrder(request.choice)) {
      request.signal?.throwIfAborted();
      const model = this.models[choice];
      const name = `${choice} (${model})`;
      if (tried.has(model)) continue; // two choices mapped to one router id
      tried.add(model);
      const breaker = this.breakers.get(model);
      const admission = breaker.admit();
      if (!admission.allowed) {
        const wait = Math.ceil((admission.openUntil - this.now()) / 1000);
        recordFailover(model, 'circuit open');
        failures.push(
          wait > 0
            ? `${name}: skipped, failing lately (circuit open for another ${wait} s)`
            : `${name}: skipped, failing lately (a trial request is under way)`,
        );
        continue;
      }
      const attempt = await this.attempt(model, request);
      if (attempt.outcome === 'answered') {
        breaker.succeeded();
        if (failures.length) this.log(`llm: ${name} answered after: ${failures.join('; ')}`);
        return attempt.completion;
      }
      if (attempt.outcome === 'aborted') {
        breaker.abandoned();
        request.signal?.throwIfAborted();
        throw new AppError('UNAVAILABLE', `${name}: aborted`);
      }
      const { failure, streamedChars } = attempt;
      if (failure.verdict === 'stop') {
        breaker.abandoned(); // a refused request says nothing about the model's health
        throw new AppError(
          'FAILED_PRECONDITION',
          `the model router refused the request: ${name}: ${failure.reason} ` +
            '(not tried on the other models: the router would refuse them the same way)',
        );
      }
      breaker.failed(failure.retryAfterMs);
      if (streamedChars > 0)
        throw new AppError(
          'UNAVAILABLE',
          `${name} failed after its first ${streamedChars} characters had been streamed to ` +
            `the reader (${failure.reason}); no other model was tried, as what was shown cannot ` +
            'be taken back and another model would write a different text',
        );
      failures.push(`${name}: ${failure.reason}`);
      recordFailover(model, failure.reason);
      this.log(`llm: ${name} failed (${failure.reason}); trying the next model`);
    }
    throw new AppError('UNAVAILABLE', `no model could answer: ${failures.join('; ')}`);
  }

  /** One model, one try, bounded by the timeout (streaming: until each next token). */
  private async attempt(model: string, request: ChatRequest): Promise<Attempt> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.timeoutMs);
    };
    const onCallerAbort = () => controller.abort();
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    let streamedChars = 0;
    arm();
    try {
      const params = {
        model,
        messages: request.messages,
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
      };
      let text = '';
      let usage: TokenUsage | undefined;
      if (request.onText) {
        const onText = request.onText;
        const stream = await this.client.chat.completions.create(
          { ...params, stream: true, stream_options: { include_usage: true } },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          arm();
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) {
            text += delta;
            streamedChars += delta.length;
            try {
              onText(delta);
            } catch (err) {
              throw new DeliveryError(err);
            }
          }
          if (chunk.usage) usage = toUsage(chunk.usage);
        }
        // The client's stream ends quietly when its request is aborted: a caller who left, or a
        // model silent past the timeout mid-answer, must not pass for a complete (cut) text.
        if (controller.signal.aborted) throw new Error('the answer stream was cut off');
      } else {
        const res = await this.client.chat.completions.create(
          { ...params, stream: false },
          { signal: controller.signal },
        );
        text = res.choices[0]?.message?.content ?? '';
        if (res.usage) usage = toUsage(res.usage);
      }
      if (!text.trim())
        return {
          outcome: 'failed',
          failure: { verdict: 'next', reason: 'empty answer' },
          streamedChars,
        };
      if (!usage) this.log(`llm: ${model} reported no token usage; recorded as 0`);
      return {
        outcome: 'answered',
        completion: { text, model, usage: usage ?? { promptTokens: 0, completionTokens: 0 } },
      };
    } catch (err) {
      if (err instanceof DeliveryError) throw err.original;
      if (request.signal?.aborted) return { outcome: 'aborted' };
      const failure = classifyFailure(err, timedOut ? this.timeoutMs : null, this.now());
      return { outcome: 'failed', failure, streamedChars };
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
    }
  }
}

function toUsage(u: { prompt_tokens: number; completion_tokens: number }): TokenUsage {
  return { promptTokens: u.prompt_tokens, completionTokens: u.completion_tokens };
}

/**
 * What one attempt's failure means for failover:
 * - `next`: this model cannot answer now (rate limit, server error, timeout, connection) — another
 *   model may;
 * - `stop`: the request itself was refused (400, 401, 403, 404, 422…) — every model behind the
 *   same router would refuse it too, so trying them only multiplies the wait.
 */
type Failure =
  | { verdict: 'next'; reason: string; retryAfterMs?: number }
  | { verdict: 'stop'; reason: string; status: number };

/** 408 and 429 say "not now"; 5xx say "not this server". Anything else in 4xx is about us. */
const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

function classifyFailure(err: unknown, timedOutAfterMs: number | null, now: number): Failure {
  if (timedOutAfterMs !== null)
    return { verdict: 'next', reason: `no answer within ${timedOutAfterMs} ms` };
  if (err instanceof APIError && typeof err.status === 'number') {
    const reason = `${err.status} ${statusText(err)}`;
    if (!retryableStatus(err.status)) return { verdict: 'stop', reason, status: err.status };
    const retryAfterMs =
      err.status === 429 ? parseRetryAfter(err.headers?.get('retry-after'), now) : undefined;
    return retryAfterMs === undefined
      ? { verdict: 'next', reason }
      : { verdict: 'next', reason: `${reason} (retry after ${retryAfterMs} ms)`, retryAfterMs };
  }
  // No status: the connection failed or broke (APIConnectionError, a dropped stream).
  const message = err instanceof Error ? err.message : String(err);
  return { verdict: 'next', reason: `connection error: ${message}` };
}

function statusText(err: APIError): string {
  const body = err.error as { message?: unknown } | undefined;
  const message = typeof body?.message === 'string' ? body.message : err.message;
  return message.replace(/^\d{3}\s*/, '').slice(0, 200);
}
