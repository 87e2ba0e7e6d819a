import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import { errorMessage } from '../errors/index.js';

/**
 * W3C trace context across the bus: the publisher's span context travels in message headers
 * (`traceparent`, `tracestate`) and the consumer's span continues that trace. Without an
 * OpenTelemetry SDK registered these are no-ops.
 */
const tracer = trace.getTracer('@winzmail/platform/bus');

export type Headers = Record<string, string>;

export function publishSpan<R>(topic: string, fn: (headers: Headers) => Promise<R>): Promise<R> {
  return tracer.startActiveSpan(
    `${topic} publish`,
    {
      kind: SpanKind.PRODUCER,
      attributes: { 'messaging.destination.name': topic, 'messaging.operation.type': 'send' },
    },
    (span) => {
      const headers: Headers = {};
      propagation.inject(context.active(), headers);
      return settle(span, () => fn(headers));
    },
  );
}

export function consumeSpan<R>(
  topic: string,
  group: string,
  headers: Headers,
  attempt: number,
  fn: () => Promise<R>,
): Promise<R> {
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  return tracer.startActiveSpan(
    `${topic} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.destination.name': topic,
        'messaging.consumer.group.name': group,
        'messaging.operation.type': 'process',
        'app.delivery.attempt': attempt,
      },
    },
    parent,
    (span) => settle(span, fn),
  );
}

async function settle<R>(span: Span, fn: () => Promise<R>): Promise<R> {
  try {
    return await fn();
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage(err) });
    throw err;
  } finally {
    span.end();
  }
}
