import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';

/** An error body-parser answers with its own status and type (not its 403 for `verify`). */
class RefusedBody extends Error {
  readonly status = 400;
  constructor(
    readonly type: 'entity.charset.invalid' | 'entity.nul',
    message: string,
  ) {
    super(message);
  }
}

/** `\u0000` as a JSON escape: its backslash is not itself escaped (preceded by an even run). */
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * JSON bodies up to `limit`, valid UTF-8 and without NUL characters, refused here for every
 * route alike: body-parser would decode broken bytes to U+FFFD and store text the client never
 * sent, and a NUL in stored text breaks what reads it later (C strings, search, mail headers).
 * (A raw NUL byte is already invalid JSON; only the escape needs looking for.)
 */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, buf) => {
      if (!isUtf8(buf)) throw new RefusedBody('entity.charset.invalid', 'not UTF-8');
      if (buf.includes('\\u0000') && NUL_ESCAPE.test(buf.toString('utf8')))
        throw new RefusedBody('entity.nul', 'NUL character');
    },
  });
}
