import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { invalid, type FieldErrors } from '@winzmail/platform';

/** Parses the JSON body with a zod schema; invalid input → 400 with one message per field. */
export function validateBody<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, res, next) => {
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.') || 'body';
        fields[key] ??= issue.message;
      }
      next(invalid('Please check your information and try again.', fields));
      return;
    }
    res.locals.body = parsed.data;
    next();
  };
}

/** The validated body, typed by the schema that validated it. */
export const bodyOf = <S extends z.ZodType>(
  _schema: S,
  locals: Record<string, unknown>,
): z.infer<S> => locals.body as z.infer<S>;
