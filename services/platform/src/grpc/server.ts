import {
  Server,
  ServerCredentials,
  status as Status,
  type sendUnaryData,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { context } from '@opentelemetry/api';
import { HealthImplementation } from 'grpc-health-check';
import type { Logger } from '../logger/index.js';
import { AppError, isAppError } from '../errors/index.js';
import { secondsSince } from '../metrics/meter.js';
import { recordRpc, rpcServiceOf } from '../metrics/rpc.js';
import { extractTraceContext } from './client.js';
import { withRequestScope } from '../unhandled/index.js';
import { toServiceError } from './status.js';

/** What a unary handler gets besides the request. */
export interface CallContext {
  metadata: ServerUnaryCall<unknown, unknown>['metadata'];
  logger: Logger;
}

/** Promise-returning handlers for every unary method of a service definition. */
export type UnaryHandlers<D> = {
  [K in keyof D as string extends K ? never : K]?: D[K] extends MethodDefinition<
    infer _Req,
    infer Res,
    infer ReqOut,
    infer _ResOut
  >
    ? (request: ReqOut, ctx: CallContext) => Promise<Res>
    : never;
};

/** What a server-streaming handler gets besides the request. */
export interface StreamContext extends CallContext {
  /** Aborted when the caller cancels or goes away: stop writing (and stop paying a model). */
  signal: AbortSignal;
}

/**
 * Handlers for server-streaming methods: `send` writes one message (waiting while the caller's
 * buffer is full); the stream ends when the promise resolves, or fails with its error's status.
 */
export type ServerStreamHandlers<D> = {
  [K in keyof D as string extends K ? never : K]?: D[K] extends MethodDefinition<
    infer _Req,
    infer Res,
    infer ReqOut,
    infer _ResOut
  >
    ? (request: ReqOut, send: (message: Res) => Promise<void>, ctx: StreamContext) => Promise<void>
    : never;
};

type AnyStreamHandler = (
  request: never,
  send: (message: never) => Promise<void>,
  ctx: StreamContext,
) => Promise<void>;

export interface ServiceBinding {
  definition: ServiceDefinition;
  /** Unary handlers, wrapped so a thrown AppError becomes its gRPC status. */
  unary?: Record<string, (request: never, ctx: CallContext) => Promise<unknown>>;
  /** Server-streaming handlers, wrapped the same way. */
  streams?: Record<string, AnyStreamHandler>;
  /** Raw grpc-js handlers for other streaming methods. */
  raw?: UntypedServiceImplementation;
}

/** Binds a service's handlers with their types checked against the generated definition. */
export function bindService<D extends ServiceDefinition>(
  definition: D,
  unary: UnaryHandlers<D>,
  raw: UntypedServiceImplementation = {},
  streams: ServerStreamHandlers<D> = {},
): ServiceBinding {
  return {
    definition,
    unary: unary as Record<string, (request: never, ctx: CallContext) => Promise<unknown>>,
    streams: streams as unknown as Record<string, AnyStreamHandler>,
    raw,
  };
}

export interface GrpcServerSettings {
  name: string;
  host: string;
  port: number;
  services: ServiceBinding[];
  logger: Logger;
}

export interface RunningGrpcServer {
  /** The bound port (useful with port 0). */
  port: number;
  address: string;
  health: HealthImplementation;
  /** Graceful: stops accepting, lets in-flight calls finish, forces after the timeout. */
  stop(timeoutMs?: number): Promise<void>;
}

const CANCELLED = { code: Status.CANCELLED };
/** What a caller sees of an error nothing handled: never its message. */
const internal = (): AppError => new AppError('INTERNAL', 'Internal error.');

/** Records a handled call (rate, errors, duration per method) with its outcome's status name. */
function meterCall(service: string, method: string, started: number, err?: unknown): void {
  recordRpc(
    'server',
    service,
    method,
    err === undefined ? 'OK' : codeName(err),
    secondsSince(started),
  );
}

/** What the caller sees: an AppError's status, a grpc code as is, anything else INTERNAL. */
function codeName(err: unknown): string {
  const given = (err as { code?: unknown } | null)?.code;
  const code = isAppError(err)
    ? toServiceError(err).code
    : typeof given === 'number'
      ? given
      : Status.INTERNAL;
  return code === undefined ? 'UNKNOWN' : (Status[code] ?? 'UNKNOWN');
}

function wrapUnary(
  service: string,
  method: string,
  handler: (request: never, ctx: CallContext) => Promise<unknown>,
  logger: Logger,
) {
  return (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>): void => {
    const started = performance.now();
    const ctx: CallContext = { metadata: call.metadata, logger };
    let answered = false;
    const answer: sendUnaryData<unknown> = (err, response) => {
      if (answered) return;
      answered = true;
      callback(err, response);
    };
    // Continue the caller's trace (the client put W3C trace context in the metadata).
    const parent = extractTraceContext(call.metadata);
    const scope = { id: `${service}/${method}`, fail: () => answer(toServiceError(internal())) };
    withRequestScope(scope, () =>
      context.with(parent, () => handler(call.request as never, ctx)),
    ).then(
      (response) => {
        meterCall(service, method, started);
        answer(null, response);
      },
      (err: unknown) => {
        meterCall(service, method, started, err);
        if (!isAppError(err)) logger.error({ err, method }, 'unhandled error in gRPC handler');
        answer(toServiceError(err));
      },
    );
  };
}

function wrapServerStream(
  service: string,
  method: string,
  handler: AnyStreamHandler,
  logger: Logger,
) {
  return (call: ServerWritableStream<unknown, unknown>): void => {
    const started = performance.now();
    const aborted = new AbortController();
    call.on('cancelled', () => aborted.abort());
    const ctx: StreamContext = { metadata: call.metadata, logger, signal: aborted.signal };
    const send = async (message: never): Promise<void> => {
      if (aborted.signal.aborted) return;
      if (!call.write(message)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            call.off('drain', done);
            aborted.signal.removeEventListener('abort', done);
            resolve();
          };
          call.once('drain', done);
          aborted.signal.addEventListener('abort', done);
        });
      }
    };
    const parent = extractTraceContext(call.metadata);
    let failed = false;
    const scope = {
      id: `${service}/${method}`,
      fail: () => {
        if (failed || aborted.signal.aborted) return;
        failed = true;
        aborted.abort();
        call.emit('error', toServiceError(internal()));
      },
    };
    withRequestScope(scope, () =>
      context.with(parent, () => handler(call.request as never, send, ctx)),
    ).then(
      () => {
        meterCall(service, method, started, aborted.signal.aborted ? CANCELLED : undefined);
        if (!aborted.signal.aborted) call.end();
      },
      (err: unknown) => {
        meterCall(service, method, started, aborted.signal.aborted ? CANCELLED : err);
        if (aborted.signal.aborted) return;
        if (!isAppError(err)) logger.error({ err, method }, 'unhandled error in gRPC stream');
        call.emit('error', toServiceError(err));
      },
    );
  };
}

/** Starts a gRPC server with the standard health service (grpc.health.v1) reporting SERVING. */
export async function startGrpcServer(settings: GrpcServerSettings): Promise<RunningGrpcServer> {
  const server = new Server({ 'grpc.max_receive_message_length': 16 * 1024 * 1024 });
  const health = new HealthImplementation({ '': 'NOT_SERVING' });
  health.addToServer(server);
  for (const binding of settings.services) {
    const impl: UntypedServiceImplementation = { ...binding.raw };
    const service = rpcServiceOf(Object.values(binding.definition)[0]?.path ?? '');
    for (const [method, handler] of Object.entries(binding.unary ?? {})) {
      impl[method] = wrapUnary(service, method, handler, settings.logger);
    }
    for (const [method, handler] of Object.entries(binding.streams ?? {})) {
      impl[method] = wrapServerStream(service, method, handler, settings.logger);
    }
    server.addService(binding.definition, impl);
  }
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(
      `${settings.host}:${settings.port}`,
      ServerCredentials.createInsecure(),
      (err, p) => (err ? reject(err) : resolve(p)),
    ),
  );
  health.setStatus('', 'SERVING');
  for (const binding of settings.services) {
    const first = Object.values(binding.definition)[0];
    const serviceName = first?.path.split('/')[1];
    if (serviceName) health.setStatus(serviceName, 'SERVING');
  }
  settings.logger.info({ port }, `${settings.name} gRPC server listening`);
  return {
    port,
    address: `${settings.host === '0.0.0.0' ? '127.0.0.1' : settings.host}:${port}`,
    health,
    stop: (timeoutMs = 10_000) =>
      new Promise<void>((resolve) => {
        health.setStatus('', 'NOT_SERVING');
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, timeoutMs);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
