import { useEffect } from 'react';
import { logLoadFailure } from '../api/errors';

/** Logs a load failure once per error (spec: load failures are only logged). */
export function useLoggedFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) logLoadFailure(what, error);
  }, [what, error]);
}
