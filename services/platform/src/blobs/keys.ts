import { invalid } from '../errors/index.js';

/**
 * Blob keys are opaque `/`-separated paths chosen by the owning service. Refused everywhere (so
 * the file adapter can never leave its folder and both adapters accept the same keys): empty or
 * over-long keys, NUL and control characters, backslashes, absolute paths, and empty, `.` or
 * `..` segments.
 */
export function checkBlobKey(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024) {
    throw invalid('a blob key must be 1 to 1024 characters');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(key))
    throw invalid('a blob key may not contain control characters or backslashes');
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key))
    throw invalid('a blob key may not be an absolute path');
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw invalid('a blob key may not have empty, "." or ".." segments');
  }
  return segments;
}
