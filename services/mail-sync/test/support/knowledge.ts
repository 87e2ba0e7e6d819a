import { credentials } from '@grpc/grpc-js';
import { createServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';

/**
 * Uploads a document to knowledge-ingestion over gRPC (the streaming Upload: header, data, end)
 * and waits until it is ready to be searched: what reply-generation grounds its replies in.
 */
export async function uploadDocument(
  address: string,
  orgId: string,
  filename: string,
  text: string,
): Promise<void> {
  const Raw = services.knowledge();
  const raw = new Raw(address, credentials.createInsecure());
  const bytes = Buffer.from(text, 'utf8');
  try {
    const doc = await new Promise<{ id: string }>((resolve, reject) => {
      const call = raw.Upload({ deadline: new Date(Date.now() + 30_000) }, (err, res) =>
        err || !res ? reject(err ?? new Error('no document')) : resolve(res),
      );
      call.write({ header: { org_id: orgId, filename } });
      call.write({ data: bytes });
      call.write({ end: { size: bytes.length } });
      call.end();
    });
    const client = createServiceClient(services.knowledge(), { address, deadlineMs: 10_000 });
    await eventually(
      `${filename} ready to be searched`,
      () => client.call.List({ org_id: orgId }),
      (l) => l.documents.some((d) => d.id === doc.id && d.status === 'ready'),
      { timeoutMs: 30_000 },
    ).finally(() => client.close());
  } finally {
    raw.close();
  }
}
