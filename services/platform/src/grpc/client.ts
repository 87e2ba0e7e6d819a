import {
  credentials,
  Metadata,
  status,
  type ChannelCredentials,
  type Client,
  type ClientOptions,
  type ServiceDefinition,
  type ServiceError,
} from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { context, propagation } from '@opentelemetry/api';
import { secondsSince } from '../metrics/meter.js';
import { grpcCodeName, recordRpc, rpcServiceOf } from '../metrics/rpc.js';
import { fromServiceError, isServiceError } from './status.js';

/** Promise methods for every unary method of a service definition. */
export type PromiseClient<D> = {
  [K in keyof D as string extends K ? never : K]: D[K] extends MethodDefinition<
    infer Req,
    infer _Res,
    infer _ReqOut,
    infer ResOut
  >
    ? (request: Req, options?: CallSettings) => Promise<ResOut>
    : never;
};

/** Async iterables for every server-streaming method of a service definition. */
export type StreamClient<D> = {
  [K in keyof D as string extends K ? never : K]: D[K] extends MethodDefinition<
    infer Req,
    infer _Res,
    infer _ReqOut,
    infer ResOut
  >
    ? (request: Req, options?: StreamCallSettings) => AsyncIterable<ResOut>
    : never;
};

export interface StreamCallSettings extends CallSettings {
  /** Cancels the call (the server's handler sees its signal abort). */
  signal?: AbortSignal;
}

export interface CallSettings {
  deadlineMs?: number;
  metadata?: Metadata;
}

export interface ClientSettings {
  address: string;
  /** Default deadline for every call. */
  deadlineMs: number;
  /** Methods safe to retry (reads and idempotent writes): retried on UNAVAILABLE only. */
  idempotent?: readonly string[];
  retries?: number;
}

export interface ServiceClient<D> {
  call: PromiseClient<D>;
  /** The server-streaming methods (only those are present at run time). */
  stream: StreamClient<D>;
  raw: Client;
  close(): void;
}

/** A generated service constructor: `services.identity()` etc. */
export interface ClientConstructor<D> {
  new (address: string, creds: ChannelCredentials, options?: ClientOptions): Client;
  service: D;
}

type ServerStreamFn = (
  request: unknown,
  metadata: Metadata,
  options: { deadline: Date },
) => NodeJS.ReadableStream & { cancel(): void };

type UnaryFn = (
  request: unknown,
  metadata: Metadata,
  options: { deadline: Date },
  callback: (err: ServiceError | null, response: unknown) => void,
) => void;

/**
 * A typed promise client: deadline on every call, trace context propagated in metadata,
 * retries with backoff only for the idempotent methods, errors mapped back to AppError.
 */
export function createServiceClient<D extends ServiceDefinition>(
  ctor: ClientConstructor<D>,
  settings: ClientSettings,
): ServiceClient<D> {
  const raw = new ctor(settings.address, credentials.createInsecure(), {
    'grpc.max_receive_message_length': 16 * 1024 * 1024,
  });
  const idempotent = new Set(settings.idempotent ?? []);
  const retries = settings.retries ?? 2;
  const rpcService = rpcServiceOf(Object.values(ctor.service)[0]?.path ?? '');
  const call = {} as Record<string, (request: unknown, options?: CallSettings) => Promise<unknown>>;
  const stream = {} as Record<
    string,
    (request: unknown, options?: StreamCallSettings) => AsyncIterable<unknown>
  >;
  for (const [method, def] of Object.entries(ctor.service)) {
    if (def.responseStream && !def.requestStream) {
      const fn = (raw as unknown as Record<string, ServerStreamFn>)[method]!.bind(raw);
      stream[method] = (request, options) =>
        serverStream(fn, request, options, options?.deadlineMs ?? settings.deadlineMs);
      continue;
    }
    if (def.requestStream || def.responseStream) continue;
    const fn = (raw as unknown as Record<string, UnaryFn>)[method]!.bind(raw);
    const once = (request: unknown, options?: CallSettings): Promise<unknown> => {
      const metadata = options?.metadata?.clone() ?? new Metadata();
      propagation.inject(context.active(), metadata, {
        set: (carrier, key, value) => carrier.set(key, value),
      });
      const deadline = new Date(Date.now() + (options?.deadlineMs ?? settings.deadlineMs));
      const started = performance.now();
      return new Promise((resolve, reject) =>
        fn(request, metadata, { deadline }, (err, response) => {
          recordRpc('client', rpcService, method, grpcCodeName(err), secondsSince(started));
          if (err) reject(err);
          else resolve(response);
        }),
      );
    };
    call[method] = async (request, options) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await once(request, options);
        } catch (err) {
          const retriable =
            isServiceError(err) && err.code === status.UNAVAILABLE && idempotent.has(method);
          if (retriable && attempt < retries) {
            await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
            continue;
          }
          throw isServiceError(err) ? fromServiceError(err) : err;
        }
      }
    };
  }
  return {
    call: call as PromiseClient<D>,
    stream: stream as StreamClient<D>,
    raw,
    close: () => raw.close(),
  };
}

/** One server-streaming call as an async iterable; errors map back to AppError. */
async function* serverStream(
  fn: ServerStreamFn,
  request: unknown,
  options: StreamCallSettings | undefined,
  deadlineMs: number,
): AsyncIterable<unknown> {
  const metadata = options?.metadata?.clone() ?? new Metadata();
  propagation.inject(context.active(), metadata, {
    set: (carrier, key, value) => carrier.set(key, value),
  });
  const responses = fn(request, metadata, { deadline: new Date(Date.now() + deadlineMs) });
  const cancel = () => responses.cancel();
  options?.signal?.addEventListener('abort', cancel);
  try {
    for await (const message of responses) yield message;
  } catch (err) {
    throw isServiceError(err) ? fromServiceError(err) : err;
  } finally {
    options?.signal?.removeEventListener('abort', cancel);
    // Leaving the loop early (the consumer stopped) cancels the call.
    cancel();
  }
}

/** Reads W3C trace context from incoming metadata (server side). */
export function extractTraceContext(metadata: Metadata) {
  return propagation.extract(context.active(), metadata, {
    get: (carrier, key) => {
      const v = carrier.get(key)[0];
      return typeof v === 'string' ? v : undefined;
    },
    keys: (carrier) => Object.keys(carrier.getMap()),
  });
}
