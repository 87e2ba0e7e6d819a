/** Every failed call is normalised to this shape (spec section 8). */
export interface ApiError {
  /** HTTP status, or a string for network and parsing failures. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** 'API Error: {status} {statusText}' — the technical message, for logs. */
  technical: string;
  /** The server's { error } text when it sent one. */
  serverMessage?: string;
  /** Field errors, e.g. { "user.email": "..." }. */
  fields?: Record<string, string>;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'technical' in value && 'status' in value;
}

export function technicalMessage(status: number, statusText: string): string {
  return `API Error: ${status} ${statusText}`.trim();
}

/** Logs a load failure that the UI does not show (spec: "load failures are only logged"). */
export function logLoadFailure(what: string, error: unknown): void {
  const detail = isApiError(error) ? error.technical : error;
  console.error(`Failed to load ${what}:`, detail);
}
