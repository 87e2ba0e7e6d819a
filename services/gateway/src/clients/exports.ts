import { createServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';

/** One file piece of a service's part of the export (export.proto's ExportPart). */
export interface ExportPiece {
  path: string;
  data: Buffer;
}

/** A service that holds part of an organisation's data, streaming it for the export. */
export interface ExportSource {
  service: string;
  parts(orgId: string, signal: AbortSignal): AsyncIterable<ExportPiece>;
}

/** An export streams for as long as the organisation's data takes: the download's pace. */
const EXPORT_DEADLINE_MS = 60 * 60_000;

/**
 * The services' ExportOrg streams, each on a client of its own with the export's deadline (the
 * other clients' deadlines are for quick calls). Only the services configured take part.
 */
export function exportClients(addresses: {
  MAIL_SYNC_ADDR?: string | undefined;
  CHAT_ADDR?: string | undefined;
  REPLY_GENERATION_ADDR?: string | undefined;
  KNOWLEDGE_ADDR?: string | undefined;
}): { sources: ExportSource[]; close(): void } {
  const sources: ExportSource[] = [];
  const closers: (() => void)[] = [];
  const settings = (address: string) => ({ address, deadlineMs: EXPORT_DEADLINE_MS });
  const add = (
    service: string,
    client: {
      stream: {
        ExportOrg: (
          r: { org_id: string },
          o: { signal: AbortSignal },
        ) => AsyncIterable<{ path: string; data: Buffer }>;
      };
      close(): void;
    },
  ) => {
    sources.push({
      service,
      parts: (orgId, signal) => client.stream.ExportOrg({ org_id: orgId }, { signal }),
    });
    closers.push(() => client.close());
  };
  if (addresses.MAIL_SYNC_ADDR)
    add('mail-sync', createServiceClient(services.mailSync(), settings(addresses.MAIL_SYNC_ADDR)));
  if (addresses.REPLY_GENERATION_ADDR)
    add(
      'reply-generation',
      createServiceClient(services.replyGeneration(), settings(addresses.REPLY_GENERATION_ADDR)),
    );
  if (addresses.CHAT_ADDR)
    add('chat', createServiceClient(services.chat(), settings(addresses.CHAT_ADDR)));
  if (addresses.KNOWLEDGE_ADDR)
    add(
      'knowledge-ingestion',
      createServiceClient(services.knowledge(), settings(addresses.KNOWLEDGE_ADDR)),
    );
  return { sources, close: () => closers.forEach((c) => c()) };
}
