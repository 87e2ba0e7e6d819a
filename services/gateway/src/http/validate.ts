import type { RequestHandler } from 'express';
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

/** Parses the JSON body with a zod schema; invalid input → 400 with one message per field. */
export function validateBody<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, res, next) => {
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

/** Parses the query string with a zod schema; invalid parameters → 400 with one message each. */
export function validateQuery<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, res, next) => {
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
