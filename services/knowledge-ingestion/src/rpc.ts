import type { sendUnaryData, ServerReadableStream, ServerWritableStream } from '@grpc/grpc-js';
import {
  AppError,
  bindService,
  invalid,
  isAppError,
  toServiceError,
  type Logger,
  type ServiceBinding,
} from '@winzmail/platform';
import { sendParts, type ExportPart } from '@winzmail/platform/export';
import { services, type knowledge } from '@winzmail/proto';
import type { Documents } from './documents.js';
import type { Gaps } from './gaps.js';
import type { Relatedness } from './relatedness.js';
import { downloadName } from './domain/filenames.js';
import { MESSAGES } from './domain/messages.js';

/** Bytes per ViewChunk message (the gateway streams them on as they come). */
export const VIEW_CHUNK_BYTES = 64 * 1024;

/** gRPC handlers: request → use case → response. Errors map to status in the platform. */
export function knowledgeRpc(
  documents: Documents,
  relatedness: Relatedness,
  gaps: Gaps,
  settings: { maxUploadBytes: number; logger: Logger },
  exportOrg: (orgId: string) => AsyncIterable<ExportPart>,
): ServiceBinding {
  const { logger } = settings;
  return bindService(
    services.knowledge().service,
    {
      List: async (req) => ({ documents: await documents.list(req.org_id) }),
      Delete: async (req) => {
        await documents.delete(req.org_id, req.document_id);
        return {};
      },
      Scrape: (req) => documents.scrape(req.org_id, req.url, req.max_pages),
      Relatedness: async (req) => {
        const m = await relatedness.matrix(req.org_id, req.units, req.texts);
        return {
          rows: m.rows.map((similarities) => ({ similarities })),
          embedder: m.embedder,
          kind: m.kind,
        };
      },
      Search: async (req) => ({
        hits: await documents.search(req.org_id, req.query, req.k, req.language || undefined),
      }),
      ListGaps: async (req) => {
        const list = await gaps.list(req.org_id);
        return {
          groups: list.groups.map(({ members: _members, ...group }) => group),
          total: list.total,
          grouped_by: list.grouped_by,
        };
      },
      AddGapEntry: (req) => gaps.addEntry(req.org_id, req.question, req.answer, req.reference_id),
    },
    {
      Upload: (
        call: ServerReadableStream<knowledge.UploadChunk__Output, knowledge.Document>,
        callback: sendUnaryData<knowledge.Document>,
      ) => {
        let header: knowledge.UploadHeader__Output | null = null;
        const parts: Buffer[] = [];
        let size = 0;
        let committed = false;
        let done = false;
        const finish = (err: unknown, doc?: knowledge.Document) => {
          if (done) return;
          done = true;
          parts.length = 0;
          if (err) {
            if (!isAppError(err)) logger.error({ err }, 'upload failed');
            callback(toServiceError(err));
          } else callback(null, doc);
        };
        call.on('data', (msg: knowledge.UploadChunk__Output) => {
          if (done) return;
          if (msg.part === 'header' && msg.header && !header) {
            header = msg.header;
            return;
          }
          if (!header)
            return finish(new AppError('INVALID_ARGUMENT', 'Upload must start with a header.'));
          if (committed)
            return finish(new AppError('INVALID_ARGUMENT', 'Nothing may follow the upload end.'));
          if (msg.part === 'end') {
            if (Number(msg.end?.size) !== size)
              return finish(new AppError('INVALID_ARGUMENT', 'The upload is incomplete.'));
            committed = true;
            return;
          }
          const data = msg.data ?? Buffer.alloc(0);
          size += data.length;
          // Enforced here too, whatever the caller checked: past the limit nothing is kept.
          if (size > settings.maxUploadBytes)
            return finish(
              new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge(settings.maxUploadBytes)),
            );
          parts.push(Buffer.from(data));
        });
        call.on('error', (err) => finish(err));
        // A cancelled upload (the gateway saw the limit passed, or the client left) keeps nothing.
        call.on('cancelled', () => finish(new AppError('UNAVAILABLE', 'Upload cancelled.')));
        call.on('end', () => {
          if (done) return;
          // grpc-js ends the stream of a cancelled call too, sometimes before 'cancelled': only
          // the caller's explicit end message says that every byte arrived.
          if (!header || !committed)
            return finish(new AppError('INVALID_ARGUMENT', 'The upload is incomplete.'));
          const h = header;
          const bytes = Buffer.concat(parts);
          parts.length = 0;
          documents.upload(h.org_id, h.filename, bytes).then(
            (doc) => finish(null, doc),
            (err: unknown) => finish(err),
          );
        });
      },
      View: (call: ServerWritableStream<knowledge.ViewRequest__Output, knowledge.ViewChunk>) => {
        documents.open(call.request.org_id, call.request.document_id).then(
          async ({ doc, size, body }) => {
            call.write({
              header: {
                filename: downloadName(doc.filename, doc.type),
                content_type: doc.content_type,
                size,
              },
            });
            try {
              for await (const part of body) {
                const buf = Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array);
                for (let i = 0; i < buf.length; i += VIEW_CHUNK_BYTES) {
                  if (call.cancelled) return;
                  const ok = call.write({ data: buf.subarray(i, i + VIEW_CHUNK_BYTES) });
                  if (!ok) await new Promise((r) => call.once('drain', r));
                }
              }
              call.end();
            } catch (err) {
              body.destroy();
              call.emit('error', toServiceError(err));
            }
          },
          (err: unknown) => {
            if (!isAppError(err)) logger.error({ err }, 'view failed');
            call.emit('error', toServiceError(err));
          },
        );
      },
    },
    {
      ExportOrg: async (req, send, ctx) => {
        if (!req.org_id) throw invalid('An organisation is required.');
        return sendParts(send, exportOrg(req.org_id), ctx.signal);
      },
    },
  );
}
