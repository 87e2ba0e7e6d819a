import { status } from '@grpc/grpc-js';
import { DURATION_BUCKETS, lazyInstruments } from './meter.js';

/**
 * gRPC RED per method, both sides: `winzmail.rpc.server.duration` and `winzmail.rpc.client.duration` (seconds),
 * labelled `rpc.service`, `rpc.method` and `rpc.grpc.status_code` (the name: OK, UNAVAILABLE, …).
 */
const instruments = lazyInstruments((meter) => ({
  server: meter.createHistogram('winzmail.rpc.server.duration', {
    unit: 's',
    description: 'gRPC calls handled, by service, method and status',
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  }),
  client: meter.createHistogram('winzmail.rpc.client.duration', {
    unit: 's',
    description: 'gRPC calls made, by service, method and status (retries included)',
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  }),
}));

const CODE_NAMES = Object.fromEntries(
  Object.entries(status)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => [v as number, k]),
) as Record<number, string>;

/** The status name of an outcome: OK, or the error's gRPC code (UNKNOWN when it has none). */
export function grpcCodeName(err: unknown): string {
  if (err === undefined || err === null) return 'OK';
  const code = (err as { code?: unknown }).code;
  return typeof code === 'number' ? (CODE_NAMES[code] ?? 'UNKNOWN') : 'UNKNOWN';
}

export function recordRpc(
  side: 'server' | 'client',
  service: string,
  method: string,
  code: string,
  seconds: number,
): void {
  instruments()[side].record(seconds, {
    'rpc.system': 'grpc',
    'rpc.service': service,
    'rpc.method': method,
    'rpc.grpc.status_code': code,
  });
}

/** `/winzmail.identity.Identity/GetOrg` → `winzmail.identity.Identity`. */
export const rpcServiceOf = (path: string): string => path.split('/')[1] ?? 'unknown';
