import { DURATION_BUCKETS, lazyInstruments } from './meter.js';

/**
 * The chat model, per model (a router model id from config, `llama-cpp:<file>` or
 * `grounded-composer`: bounded by configuration):
 * - `winzmail.llm.duration` (seconds, `outcome` ok | error): whole calls, failover included;
 * - `winzmail.llm.tokens` (`gen_ai.token.type` input | output);
 * - `winzmail.llm.failovers`: a model given up on for the next (`reason`: a bounded kind);
 * - `winzmail.replies.grounding`: replies judged `grounded`, `abstained` or `ungrounded`.
 */
const instruments = lazyInstruments((meter) => ({
  duration: meter.createHistogram('winzmail.llm.duration', {
    unit: 's',
    description: 'Chat model calls, by model and outcome',
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  }),
  tokens: meter.createCounter('winzmail.llm.tokens', {
    unit: '{token}',
    description: 'Tokens used by chat model calls, by model and type',
  }),
  failovers: meter.createCounter('winzmail.llm.failovers', {
    description: 'Model attempts given up on for the next model',
  }),
  grounding: meter.createCounter('winzmail.replies.grounding', {
    description: 'Generated replies by verdict: grounded, abstained or ungrounded',
  }),
}));

export function recordModelCall(
  model: string,
  outcome: 'ok' | 'error',
  seconds: number,
  usage?: { promptTokens: number; completionTokens: number },
): void {
  const i = instruments();
  i.duration.record(seconds, { 'gen_ai.request.model': model, outcome });
  if (usage) {
    i.tokens.add(usage.promptTokens, {
      'gen_ai.request.model': model,
      'gen_ai.token.type': 'input',
    });
    i.tokens.add(usage.completionTokens, {
      'gen_ai.request.model': model,
      'gen_ai.token.type': 'output',
    });
  }
}

/** A failure reason reduced to a bounded kind. */
export function failoverReason(reason: string): string {
  const r = reason.toLowerCase();
  if (r.includes('circuit open') || r.includes('trial request')) return 'circuit_open';
  if (r.startsWith('no answer within') || r.startsWith('408')) return 'timeout';
  if (r.startsWith('429')) return 'rate_limited';
  if (r.startsWith('empty answer')) return 'empty_answer';
  if (/^5\d\d\b/.test(r)) return 'server_error';
  if (r.startsWith('connection error')) return 'connection';
  return 'other';
}

export function recordFailover(model: string, reason: string): void {
  instruments().failovers.add(1, { 'gen_ai.request.model': model, reason: failoverReason(reason) });
}

export function recordGrounding(
  verdict: { grounded: boolean; abstained: boolean },
  kind: 'email' | 'chat' = 'email',
): void {
  const value = verdict.abstained ? 'abstained' : verdict.grounded ? 'grounded' : 'ungrounded';
  instruments().grounding.add(1, { verdict: value, kind });
}
