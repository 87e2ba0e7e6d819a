import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { Router, type NextFunction, type RequestHandler, type Response } from 'express';
import { AppError, fromServiceError, invalid, isServiceError } from '@winzmail/platform';
import type { KnowledgeClient, UploadCall } from '../clients/knowledge.js';
import { authOf } from '../http/auth.js';
import { bodyOf, validateBody } from '../http/validate.js';
import {
  DeleteResponse,
  DocumentIdParam,
  DocumentList,
  KnowledgeDocument,
  ScrapeBody,
  UploadForm,
} from '../schemas/documents.js';
import { bearerAuth, errorResponses, jsonContent, registry } from '../schemas/registry.js';

const security = [{ [bearerAuth.name]: [] }];
registry.registerPath({
  method: 'post',
  path: '/org/documents/upload',
  summary: 'Upload a document to the knowledge base (processed after upload)',
  security,
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: UploadForm } } },
  },
  responses: {
    201: { description: 'Stored; status processing', content: jsonContent(KnowledgeDocument) },
    ...errorResponses(400, 401, 413),
  },
});
registry.registerPath({
  method: 'get',
  path: '/org/documents/list',
  summary: "The organisation's documents, newest first",
  security,
  responses: {
    200: { description: 'Documents', content: jsonContent(DocumentList) },
    ...errorResponses(401),
  },
});
registry.registerPath({
  method: 'get',
  path: '/org/documents/view/{id}',
  summary: 'Download the original file',
  security,
  request: { params: DocumentIdParam },
  responses: {
    200: {
      description: 'The file, as an attachment',
      content: { 'application/octet-stream': { schema: UploadForm.shape.file } },
    },
    ...errorResponses(401, 404),
  },
});
registry.registerPath({
  method: 'delete',
  path: '/org/documents/delete/{id}',
  summary: 'Delete a document, its file and every chunk',
  description:
    "404 for an id the caller's organisation does not own: another organisation's, unknown, or already deleted.",
  security,
  request: { params: DocumentIdParam },
  responses: {
    200: { description: 'Deleted', content: jsonContent(DeleteResponse) },
    ...errorResponses(401, 404),
  },
});
registry.registerPath({
  method: 'post',
  path: '/org/documents/scrape',
  summary: "Scrape a web page's readable text into a document",
  security,
  request: { body: { required: true, content: jsonContent(ScrapeBody) } },
  responses: {
    201: { description: 'Stored; status processing', content: jsonContent(KnowledgeDocument) },
    ...errorResponses(400, 401),
  },
});

/** Multipart overhead allowed on top of the file before a Content-Length is refused unread. */
const FORM_OVERHEAD = 64 * 1024;
/** gRPC message size for file bytes. */
const CHUNK = 64 * 1024;

const toAppError = (err: unknown): unknown => (isServiceError(err) ? fromServiceError(err) : err);

export interface DocumentRouteSettings {
  maxUploadBytes: number;
}

export function documentRoutes(
  auth: RequestHandler,
  knowledge: KnowledgeClient,
  settings: DocumentRouteSettings,
): Router {
  const router = Router();
  const tooLarge = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      `File is too large. The maximum size is ${Math.round(settings.maxUploadBytes / 1024 / 1024)} MB.`,
    );

  router.post('/org/documents/upload', auth, (req, res, next) => {
    const { orgId } = authOf(res);
    uploadMultipart(req, res, next, knowledge, orgId, settings.maxUploadBytes, tooLarge);
  });

  router.get('/org/documents/list', auth, async (_req, res) => {
    const { documents } = await knowledge.List({ org_id: authOf(res).orgId });
    res.set('Cache-Control', 'no-store').json(documents);
  });

  router.get('/org/documents/view/:id', auth, (req, res, next) => {
    const stream = knowledge.view({
      org_id: authOf(res).orgId,
      document_id: String(req.params.id),
    });
    let started = false;
    let remaining = 0;
    const stop = () => stream.cancel();
    res.on('close', stop);
    // A refused call ends with both 'error' and 'end': one answer only.
    let failed = false;
    const fail = (err: unknown) => {
      if (!failed) next(err);
      failed = true;
    };
    stream.on(
      'data',
      (msg: {
        header?: { filename: string; content_type: string; size: number } | null;
        data?: Buffer;
      }) => {
        if (msg.header && !started) {
          started = true;
          remaining = msg.header.size;
          res.status(200);
          res.set({
            'Content-Type': msg.header.content_type || 'application/octet-stream',
            'Content-Length': String(msg.header.size),
            'Content-Disposition': contentDisposition(msg.header.filename),
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          });
          return;
        }
        if (msg.data && started && !res.writableEnded) {
          remaining -= msg.data.length;
          const more = res.write(msg.data);
          // Every byte is there: answer now rather than after the call's status (keeps the
          // connection idle for a client that reuses it or a server that is closing).
          if (remaining <= 0) res.end();
          else if (!more) {
            stream.pause();
            res.once('drain', () => stream.resume());
          }
        }
      },
    );
    stream.on('end', () => {
      res.off('close', stop);
      if (started) {
        if (!res.writableEnded) res.end();
      } else fail(new AppError('NOT_FOUND', 'Document not found.'));
    });
    stream.on('error', (err) => {
      res.off('close', stop);
      if (started) res.destroy(err);
      else fail(toAppError(err));
    });
  });

  router.delete('/org/documents/delete/:id', auth, async (req, res) => {
    await knowledge.Delete({ org_id: authOf(res).orgId, document_id: String(req.params.id) });
    res.json({ deleted: true });
  });

  router.post('/org/documents/scrape', auth, validateBody(ScrapeBody), async (_req, res) => {
    const body = bodyOf(ScrapeBody, res.locals);
    const doc = await knowledge.Scrape(
      { org_id: authOf(res).orgId, url: body.url, max_pages: body.max_pages ?? 1 },
      // Fetching, rendering and following links take longer than an ordinary call.
      { deadlineMs: 120_000 },
    );
    res.status(201).json(doc);
  });

  return router;
}

/**
 * Streams the multipart field `file` straight into the gRPC upload stream, counting bytes:
 * past the limit the upload is cancelled (the service keeps nothing) and 413 answered.
 */
function uploadMultipart(
  req: IncomingMessage,
  res: Response,
  next: NextFunction,
  knowledge: KnowledgeClient,
  orgId: string,
  maxBytes: number,
  tooLarge: () => AppError,
): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD) {
    refuse(req, res, next, tooLarge());
    return;
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { files: 1, fileSize: maxBytes + 1, fields: 20, parts: 25 },
    });
  } catch {
    next(invalid('Please choose a file to upload.', { file: 'Please choose a file to upload.' }));
    return;
  }
  let settled = false;
  let sawFile = false;
  let upload: UploadCall | undefined;
  const settle = (err: unknown, doc?: unknown) => {
    if (settled) return;
    settled = true;
    if (err) {
      // Nothing is kept of a refused or broken upload.
      upload?.cancel();
      refuse(req, res, next, err, parser);
    } else res.status(201).json(doc);
  };

  parser.on('file', (field, file, info) => {
    if (field !== 'file' || sawFile || settled) {
      file.resume();
      return;
    }
    sawFile = true;
    const call = knowledge.upload({
      org_id: orgId,
      filename: info.filename ?? '',
      content_type: info.mimeType ?? '',
    });
    upload = call;
    let size = 0;
    file.on('data', (data: Buffer) => {
      if (settled) return;
      size += data.length;
      if (size > maxBytes) {
        settle(tooLarge());
        return;
      }
      for (let i = 0; i < data.length; i += CHUNK) {
        if (!call.write(data.subarray(i, i + CHUNK))) {
          file.pause();
          call.onDrain(() => file.resume());
        }
      }
    });
    file.on('end', () => {
      // The whole file arrived (its part's boundary was read): commit it. A truncated file is
      // past the limit and was refused above.
      if (!settled && !file.truncated) call.end();
    });
    call.result.then(
      (doc) => settle(null, doc),
      (err: unknown) => settle(err),
    );
  });
  parser.on('error', () => settle(invalid('The upload could not be read. Please try again.')));
  parser.on('close', () => {
    if (!sawFile)
      settle(
        invalid('Please choose a file to upload.', { file: 'Please choose a file to upload.' }),
      );
  });
  // A client that goes away mid-upload leaves nothing behind.
  req.on('close', () => {
    if (!req.complete && !settled) {
      settled = true;
      upload?.cancel();
    }
  });
  req.pipe(parser);
}

/** Answers an error while the client may still be sending: the rest is read and discarded. */
function refuse(
  req: IncomingMessage,
  res: Response,
  next: NextFunction,
  err: unknown,
  parser?: busboy.Busboy,
): void {
  if (parser) req.unpipe(parser);
  res.set('Connection', 'close');
  req.resume();
  // A client that keeps sending is cut off.
  const timer = setTimeout(() => req.destroy(), 30_000);
  req.once('end', () => clearTimeout(timer));
  res.once('close', () => clearTimeout(timer));
  next(err);
}

/** `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
