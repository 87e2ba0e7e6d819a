import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { invalid, type FieldErrors } from '@winzmail/platform';

function fieldErrors(issues: z.core.$ZodIssue[], whole: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || whole;
    fields[key] ??= issue.message;
  }
  return fields;
}

export const NUL_REFUSED = 'This text contains a NUL character, which cannot be stored.';

/**
 * Where a decoded JSON value or query holds a NUL (U+0000) in a string or a key: no text the API
 * stores may carry one (databases and mail refuse or cut it), so every route refuses it alike.
 */
function nulFields(value: unknown, path: string, found: FieldErrors): FieldErrors {
  // Iterative, and a node's path is spelled only when it holds a NUL: a client decides how deep
  // its JSON nests (45,000 levels fit in the body limit) — recursion that deep overflows the
  // stack, and a path string per level would take memory quadratic in the depth.
  const nodes: { value: unknown; parent: number; key: string }[] = [
    { value, parent: -1, key: path },
  ];
  const pathOf = (index: number, key?: string): string => {
    const keys = key === undefined ? [] : [key];
    for (let i = index; i >= 0; i = nodes[i]!.parent) keys.push(nodes[i]!.key);
    return keys.reverse().filter(Boolean).join('.');
  };
  for (let i = 0; i < nodes.length; i++) {
    const v = nodes[i]!.value;
    if (typeof v === 'string') {
      if (v.includes('\0')) found[pathOf(i)] ??= NUL_REFUSED;
    } else if (Array.isArray(v)) {
      v.forEach((item, k) => nodes.push({ value: item, parent: i, key: String(k) }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\0')) found[pathOf(i, key)] ??= NUL_REFUSED;
        nodes.push({ value: item, parent: i, key });
      }
    }
  }
  return found;
}

/** As body-parser decides it: a request has a body when it says it sends one. */
const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** An error the error handler answers with its own status and message (as body-parser's). */
const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, expose: true });

/**
 * Parses the JSON body with a zod schema; invalid input → 400 with one message per field. A body
 * of another type (text, a form) → 415: it was not read, so it must not pass as an empty change.
 */
export function validateBody<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, res, next) => {
    if (hasBody(req) && !req.is('application/json')) {
      next(httpError(415, 'Send the body as JSON (Content-Type: application/json).'));
      return;
    }
    const nul = nulFields(req.body, '', {});
    if (Object.keys(nul).length) {
      next(invalid('Please check your information and try again.', nul));
      return;
    }
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) {
      next(
        invalid(
          'Please check your information and try again.',
          fieldErrors(parsed.error.issues, 'body'),
        ),
      );
      return;
    }
    res.locals.body = parsed.data;
    next();
  };
}

/**
 * What no query parameter of this API is: given twice (`limit=1&limit=2`), or in bracket form
 * (`limit[]=1`, `status[x]=y`), which a client writes when it means a list or an object.
 */
function malformedParameters(query: Record<string, unknown>): FieldErrors {
  const found: FieldErrors = {};
  for (const [key, value] of Object.entries(query)) {
    if (/[[\]]/.test(key)) found[key] = 'Not a parameter of this call (no list or object form).';
    else if (Array.isArray(value)) found[key] = 'Give this parameter once.';
  }
  return nulFields(query, '', found);
}

/**
 * Parses the query string with a zod schema; invalid parameters → 400 with one message each,
 * and so are parameters in a form the schema would otherwise silently drop (see above).
 */
export function validateQuery<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, res, next) => {
    const malformed = malformedParameters(req.query as Record<string, unknown>);
    if (Object.keys(malformed).length) {
      next(invalid('Please check the query parameters.', malformed));
      return;
    }
    const parsed = schema.safeParse(req.query);
    if (!parsed.success) {
      next(
        invalid('Please check the query parameters.', fieldErrors(parsed.error.issues, 'query')),
      );
      return;
    }
    res.locals.query = parsed.data;
    next();
  };
}

/** The validated query, typed by the schema that validated it. */
export const queryOf = <S extends z.ZodType>(
  _schema: S,
  locals: Record<string, unknown>,
): z.infer<S> => locals.query as z.infer<S>;

/** The validated body, typed by the schema that validated it. */
export const bodyOf = <S extends z.ZodType>(
  _schema: S,
  locals: Record<string, unknown>,
): z.infer<S> => locals.body as z.infer<S>;
