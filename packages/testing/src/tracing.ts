import { AsyncLocalStorage } from 'node:async_hooks';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  trace,
  type Context,
  type ContextManager,
} from '@opentelemetry/api';
import { core, node } from '@opentelemetry/sdk-node';

/** Async context over AsyncLocalStorage (what the SDK's context manager does). */
class StorageContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    ctx: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run(ctx, () => fn.call(thisArg, ...args));
  }
  bind<T>(_ctx: Context, target: T): T {
    return target;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    this.storage.disable();
    return this;
  }
}

let registered = false;

/**
 * A real tracer provider, W3C propagator and async context, as the SDK sets up in production,
 * so tests can check that a consumer continues the producer's trace. Registered through the
 * platform's own `@opentelemetry/api` (the one the code under test reads).
 */
export function enableTracing(): void {
  if (registered) return;
  context.setGlobalContextManager(new StorageContextManager());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(new node.BasicTracerProvider());
  registered = true;
}

/** Runs `fn` inside a fresh root span and returns that span's trace id with fn's result. */
export async function inRootSpan<R>(fn: () => Promise<R>): Promise<{ traceId: string; result: R }> {
  return trace.getTracer('test').startActiveSpan('test-root', async (span) => {
    try {
      return { traceId: span.spanContext().traceId, result: await fn() };
    } finally {
      span.end();
    }
  });
}

export const activeTraceId = (): string | undefined => trace.getActiveSpan()?.spanContext().traceId;
