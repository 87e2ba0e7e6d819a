import type { Collection, Doc, Filter } from '../store/index.js';

/**
 * The organisation's data export, as each service streams its part (export.proto): files in
 * pieces of at most PIECE_BYTES, one file after another. Records are read page by page and
 * written as they are read, so no service holds an organisation's whole mailbox or document
 * set in memory. Pure helpers over the store port; the gRPC handler sends what they yield.
 */
export interface ExportPart {
  /** The file's path in the zip. */
  path: string;
  data: Buffer;
}

export const PIECE_BYTES = 64 * 1024;
const PAGE = 200;

/** One JSON file (a small record: settings), pretty-printed. */
export async function* jsonFile(path: string, value: unknown): AsyncGenerator<ExportPart> {
  yield* pieces(path, Buffer.from(`${JSON.stringify(value, null, 2)}\n`));
}

/** One JSON array file written as its records arrive: `[`, records, `]`, never all at once. */
export async function* jsonArrayFile(
  path: string,
  pages: AsyncIterable<readonly unknown[]>,
): AsyncGenerator<ExportPart> {
  let pending: Buffer[] = [Buffer.from('[')];
  let size = 1;
  let first = true;
  for await (const page of pages) {
    for (const record of page) {
      const text = `${first ? '\n' : ',\n'}  ${JSON.stringify(record)}`;
      first = false;
      pending.push(Buffer.from(text));
      size += pending[pending.length - 1]!.length;
      if (size >= PIECE_BYTES) {
        yield* pieces(path, Buffer.concat(pending));
        pending = [];
        size = 0;
      }
    }
  }
  pending.push(Buffer.from(first ? ']\n' : '\n]\n'));
  yield* pieces(path, Buffer.concat(pending));
}

/** A file's bytes as they are read (a document's original file from the blob store). */
export async function* byteFile(
  path: string,
  body: AsyncIterable<Buffer | Uint8Array | string>,
): AsyncGenerator<ExportPart> {
  let sent = false;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    if (bytes.length === 0) continue;
    sent = true;
    yield* pieces(path, bytes);
  }
  // An empty file is still a file of the export.
  if (!sent) yield { path, data: Buffer.alloc(0) };
}

function* pieces(path: string, bytes: Buffer): Generator<ExportPart> {
  for (let at = 0; at < bytes.length; at += PIECE_BYTES)
    yield { path, data: bytes.subarray(at, at + PIECE_BYTES) };
}

/**
 * The records matching `filter`, a page at a time in `_id` order: each page starts after the
 * last one's final id, so records written meanwhile neither repeat nor shift a page.
 */
export async function* pagesOf<T extends Doc>(
  collection: Collection<T>,
  filter: Filter,
  pageSize = PAGE,
): AsyncGenerator<T[]> {
  let after: string | undefined;
  for (;;) {
    const page = await collection.find(
      after === undefined ? filter : { $and: [filter, { _id: { $gt: after } }] },
      {
        sort: { _id: 1 },
        limit: pageSize,
      },
    );
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = String(page[page.length - 1]!._id);
  }
}

/** Maps every record of every page (what leaves: never a secret field). */
export async function* mapPages<T, U>(
  pages: AsyncIterable<readonly T[]>,
  map: (record: T) => U,
): AsyncGenerator<U[]> {
  for await (const page of pages) yield page.map(map);
}

/** Sends the parts in order, waiting for each; stops when the caller went away. */
export async function sendParts(
  send: (part: ExportPart) => Promise<void>,
  parts: AsyncIterable<ExportPart>,
  signal?: AbortSignal,
): Promise<void> {
  for await (const part of parts) {
    if (signal?.aborted) return;
    await send(part);
  }
}

/** A stored record as it leaves in the export: without the outbox's bookkeeping. */
export function withoutOutbox<T extends object>(record: T): Omit<T, 'outbox' | 'outbox_token'> {
  const {
    outbox: _o,
    outbox_token: _t,
    ...rest
  } = record as T & {
    outbox?: unknown;
    outbox_token?: unknown;
  };
  return rest;
}
