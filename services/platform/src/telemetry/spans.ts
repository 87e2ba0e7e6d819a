import {
  context,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';

/**
 * A span around one piece of work, for the steps no instrumentation sees (a mail arrival, a model
 * call, an SMTP send). Attributes go under `app.*`. `root: true` starts a new trace whatever the
 * active context is: a mailbox watcher runs in the context of the request that started it, and a
 * message arriving hours later belongs to no request. Without an SDK registered this is a no-op.
 */
export interface WorkSpan {
  kind?: 'internal' | 'client' | 'consumer';
  attributes?: Attributes;
  root?: boolean;
}

const KINDS = {
  internal: SpanKind.INTERNAL,
  client: SpanKind.CLIENT,
  consumer: SpanKind.CONSUMER,
} as const;

export function withSpan<R>(
  scope: string,
  name: string,
  options: WorkSpan,
  fn: (span: Span) => Promise<R>,
): Promise<R> {
  const parent = options.root ? ROOT_CONTEXT : context.active();
  return trace
    .getTracer(scope)
    .startActiveSpan(
      name,
      { kind: KINDS[options.kind ?? 'internal'], attributes: options.attributes ?? {} },
      parent,
      async (span) => {
        try {
          return await fn(span);
        } catch (err) {
          span.setStatus({
            code: SpanStatusCode.ERROR,
            message: err instanceof Error ? err.message : String(err),
          });
          throw err;
        } finally {
          span.end();
        }
      },
    );
}
