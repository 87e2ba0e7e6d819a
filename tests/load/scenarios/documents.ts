// The knowledge base screen: the documents list, and uploads (multipart, stored, then processed
// in the background — the upload answers once the file is stored).
import { randomUUID } from 'node:crypto';
import { step, type Ctx, type Scenario, type StepResult } from '../lib/scenario.js';
import { jsonTarget, type LoadShape, type Target } from '../lib/vegeta.js';

const SHAPES: Record<
  string,
  { lists: number; list: LoadShape; uploads: number; upload: LoadShape }
> = {
  smoke: {
    lists: 1000,
    list: { workers: 10, seconds: 15 },
    uploads: 20,
    upload: { workers: 2, seconds: 30 },
  },
  staging: {
    lists: 60_000,
    list: { workers: 20, rate: 100, seconds: 600 },
    uploads: 300,
    upload: { workers: 4, rate: 1, seconds: 600 },
  },
};

function uploadTarget(api: string, token: string, i: number): Target {
  const boundary = `----winzmail-load-${randomUUID()}`;
  const text =
    `# Load note ${i}\n\n` +
    Array.from(
      { length: 20 },
      (_, k) => `Section ${k} of note ${i}: parcels leave the warehouse within ${k + 1} days.`,
    ).join('\n');
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="load-note-${i}.txt"\r\n` +
    `Content-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`;
  return {
    method: 'POST',
    url: `${api}/org/documents/upload`,
    header: {
      authorization: [`Bearer ${token}`],
      'content-type': [`multipart/form-data; boundary=${boundary}`],
    },
    body: Buffer.from(body).toString('base64'),
  };
}

export const documents: Scenario = {
  name: 'documents',
  thresholds: {
    list: { p95Ms: 300, errorRate: 0 },
    upload: { p95Ms: 1000, errorRate: 0 },
  },
  async run(ctx: Ctx): Promise<StepResult[]> {
    if (ctx.profile === 'capacity') return [];
    const { api } = ctx.system;
    const { token } = ctx.org;
    const shape = SHAPES[ctx.profile]!;
    const lists = Array.from({ length: shape.lists }, () =>
      jsonTarget('GET', `${api}/org/documents/list`, { authorization: `Bearer ${token}` }),
    );
    const uploads = Array.from({ length: shape.uploads }, (_, i) => uploadTarget(api, token, i));
    return [
      await step(ctx, this, 'list', lists, shape.list),
      await step(ctx, this, 'upload', uploads, shape.upload),
    ];
  },
};
