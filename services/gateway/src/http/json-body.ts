import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';

/** An error body-parser answers with its own status and type (not its 403 for `verify`). */
class InvalidUtf8 extends Error {
  readonly status = 400;
  readonly type = 'entity.charset.invalid';
}

/**
 * JSON bodies up to `limit`, and only valid UTF-8: body-parser would decode broken bytes to
 * U+FFFD and store text the client never sent. (NUL characters are refused per field by
 * validateBody.)
 */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, buf) => {
      if (!isUtf8(buf)) throw new InvalidUtf8('Request body is not valid UTF-8.');
    },
  });
}
