import type { ApiError } from '../../api/errors';
import { isApiError } from '../../api/errors';

/** The failure of a login or register call, as the screens tell it apart. */
export type SubmitFailure = 'rejected' | 'rate-limited' | 'unexpected';

export function classifyFailure(error: unknown): { kind: SubmitFailure; error: ApiError | null } {
  if (!isApiError(error)) return { kind: 'unexpected', error: null };
  if (error.status === 429) return { kind: 'rate-limited', error };
  if (typeof error.status === 'number' && error.status < 500) return { kind: 'rejected', error };
  return { kind: 'unexpected', error };
}
