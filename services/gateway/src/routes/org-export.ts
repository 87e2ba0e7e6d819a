import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import { Router, type RequestHandler } from 'express';
import { AppError, type Logger } from '@winzmail/platform';
import type { ExportPiece, ExportSource } from '../clients/exports.js';
import type { IdentityClient } from '../clients/identity.js';
import { exportFileName, isSafeEntryPath } from '../domain/export-paths.js';
import { authOf } from '../http/auth.js';
import { bearerAuth, errorResponses, registry, z } from '../schemas/registry.js';

registry.registerPath({
  method: 'get',
  path: '/org/export',
  summary: "Downloads the organisation's data as a zip (administrators)",
  description:
    'JSON of the emails with their replies, the chats, ratings and handoffs, the settings (reply style, website chat, mailboxes without credentials), the documents list and each document’s original file, and manifest.json listing every file; streamed as it is read (docs/data-export-and-deletion.md). 403 for a user who is not the administrator.',
  security: [{ [bearerAuth.name]: [] }],
  responses: {
    200: {
      description: 'The zip',
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(401, 403),
  },
});

/** What the zip holds, written last (manifest.json) and first (README.txt). */
const README = [
  'Your organisation’s data from Winzmail.',
  '',
  'manifest.json     the organisation, when this was exported and every file with its size',
  'mail/             mailboxes (settings; never passwords or sign-in grants) and emails with their replies',
  'chat/             conversations (staff chat and website chat), ratings of answers, handoffs to a person',
  'settings/         the reply style (prompt configuration) and the website chat settings',
  'documents/        the documents list, the knowledge-gap questions and files/<id>/<name>: each original file',
  'usage/            the AI model use per day',
  '',
].join('\n');

export function orgExportRoutes(deps: {
  auth: RequestHandler;
  identity: IdentityClient;
  sources: readonly ExportSource[];
  logger: Logger;
}): Router {
  const router = Router();
  router.get('/org/export', deps.auth, async (_req, res) => {
    const caller = authOf(res);
    const org = await deps.identity.GetOrg({ org_id: caller.orgId, user_id: caller.userId });
    if (!org.is_admin)
      throw new AppError(
        'PERMISSION_DENIED',
        'Only the organisation’s administrator can export its data.',
      );
    const now = new Date();
    // The download stops when the browser goes away: so do the services' streams.
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const archive = archiver('zip', { zlib: { level: 6 } });
    archive.on('error', () => abort.abort());
    archive.on('warning', () => abort.abort());
    res.status(200).set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
    });
    archive.pipe(res);
    const files: { path: string; bytes: number; service: string }[] = [];
    try {
      archive.append(README, { name: 'README.txt' });
      for (const source of deps.sources) {
        for (const file of await writeFiles(
          archive,
          source.parts(caller.orgId, abort.signal),
          abort.signal,
        ))
          files.push({ ...file, service: source.service });
      }
      const manifest = {
        organisation: { id: org.id, name: org.name, created_at: org.created_at },
        exported_at: now.toISOString(),
        exported_by: org.user_email,
        files,
      };
      archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: 'manifest.json' });
      await archive.finalize();
    } catch (err) {
      // The headers are sent: a cut connection is the only way to say the zip is incomplete.
      deps.logger.warn({ err, org_id: caller.orgId }, 'the data export failed part-way');
      archive.abort();
      res.destroy();
    }
  });
  return router;
}

/**
 * One service's files into the zip, in the order they come: a new path starts a new entry. Each
 * piece is written as the zip takes it (backpressure), so nothing is gathered in memory.
 */
async function writeFiles(
  archive: archiver.Archiver,
  parts: AsyncIterable<ExportPiece>,
  signal: AbortSignal,
): Promise<{ path: string; bytes: number }[]> {
  const written: { path: string; bytes: number }[] = [];
  const seen = new Set<string>();
  let entry: PassThrough | undefined;
  let current: { path: string; bytes: number } | undefined;
  const close = async () => {
    if (!entry) return;
    const finished = once(entry, 'end', { signal });
    entry.end();
    await finished;
  };
  for await (const part of parts) {
    if (signal.aborted) throw new Error('the export was cancelled');
    if (!current || part.path !== current.path) {
      await close();
      if (!isSafeEntryPath(part.path) || seen.has(part.path))
        throw new Error(
          `unsafe or repeated export path from a service: ${JSON.stringify(part.path)}`,
        );
      seen.add(part.path);
      current = { path: part.path, bytes: 0 };
      written.push(current);
      entry = new PassThrough();
      archive.append(entry, { name: part.path });
    }
    current.bytes += part.data.length;
    if (!entry!.write(part.data)) await once(entry!, 'drain', { signal });
  }
  await close();
  return written;
}
