/**
 * One error type for the whole product. Services throw AppError with a code; the gRPC layer maps
 * codes to status (grpc/status.ts) and the gateway maps them to HTTP (one table each).
 */
export const ERROR_CODES = [
  'INVALID_ARGUMENT',
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'FAILED_PRECONDITION',
  'RESOURCE_EXHAUSTED',
  'PAYLOAD_TOO_LARGE',
  'UNAVAILABLE',
  'DEADLINE_EXCEEDED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Per-field messages for invalid input, shown by the UI next to the field. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }
}

export const invalid = (message: string, fields?: FieldErrors): AppError =>
  new AppError('INVALID_ARGUMENT', message, fields);
export const notFound = (message: string): AppError => new AppError('NOT_FOUND', message);
export const unauthenticated = (message: string): AppError =>
  new AppError('UNAUTHENTICATED', message);
export const alreadyExists = (message: string): AppError => new AppError('ALREADY_EXISTS', message);

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/** Thrown by a DocumentStore when a unique index would be violated. */
export class DuplicateKeyError extends Error {
  constructor(message = 'duplicate key') {
    super(message);
    this.name = 'DuplicateKeyError';
  }
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
