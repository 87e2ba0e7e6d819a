import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { AppError, type ErrorCode, type FieldErrors } from '../errors/index.js';

/** The one mapping between our error codes and gRPC status codes. */
const TO_STATUS: Record<ErrorCode, status> = {
  INVALID_ARGUMENT: status.INVALID_ARGUMENT,
  UNAUTHENTICATED: status.UNAUTHENTICATED,
  PERMISSION_DENIED: status.PERMISSION_DENIED,
  NOT_FOUND: status.NOT_FOUND,
  ALREADY_EXISTS: status.ALREADY_EXISTS,
  FAILED_PRECONDITION: status.FAILED_PRECONDITION,
  RESOURCE_EXHAUSTED: status.RESOURCE_EXHAUSTED,
  // gRPC has no "too large"; OUT_OF_RANGE is the closest and unused otherwise.
  PAYLOAD_TOO_LARGE: status.OUT_OF_RANGE,
  UNAVAILABLE: status.UNAVAILABLE,
  DEADLINE_EXCEEDED: status.DEADLINE_EXCEEDED,
  INTERNAL: status.INTERNAL,
};

const FROM_STATUS = new Map<status, ErrorCode>(
  Object.entries(TO_STATUS).map(([code, s]) => [s, code as ErrorCode]),
);

// A binary (-bin) key: field messages may quote what a client sent, and a text metadata value
// takes printable ASCII only (grpc-js throws on anything else, out of the handler's callback).
const FIELDS_KEY = 'x-field-errors-bin';

/** AppError → ServiceError for a handler's callback. Unknown errors become INTERNAL, message hidden. */
export function toServiceError(err: unknown): Partial<ServiceError> {
  if (err instanceof AppError) {
    const metadata = new Metadata();
    if (err.fields) metadata.set(FIELDS_KEY, Buffer.from(JSON.stringify(err.fields), 'utf8'));
    return { code: TO_STATUS[err.code], details: err.message, metadata };
  }
  return { code: status.INTERNAL, details: 'Internal error' };
}

/** ServiceError from a client call → AppError with the same code, message and field errors. */
export function fromServiceError(err: ServiceError): AppError {
  const code =
    FROM_STATUS.get(err.code) ?? (err.code === status.CANCELLED ? 'UNAVAILABLE' : 'INTERNAL');
  let fields: FieldErrors | undefined;
  const raw = err.metadata?.get(FIELDS_KEY)[0];
  if (Buffer.isBuffer(raw)) {
    try {
      fields = JSON.parse(raw.toString('utf8')) as FieldErrors;
    } catch {
      fields = undefined;
    }
  }
  return new AppError(code, err.details || err.message, fields);
}

export function isServiceError(err: unknown): err is ServiceError {
  return (
    err instanceof Error &&
    typeof (err as Partial<ServiceError>).code === 'number' &&
    'details' in err
  );
}
