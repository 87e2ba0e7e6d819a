import { afterAll } from '@jest/globals';
import { openBlobStore } from '../src/blobs/index.js';
import { runBlobStoreContract } from './contracts/blobs.contract.js';
import { RUN_ID, describeWithServer, env } from '@winzmail/testing';

// One bucket per run, emptied and removed at the end so a shared server stays clean.
const bucket = `winzmail-test-${RUN_ID}`;

describeWithServer(
  ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'],
  'BlobStore on S3 (MinIO)',
  () => {
    const s3 = () => ({
      endpoint: env('S3_ENDPOINT'),
      accessKey: env('S3_ACCESS_KEY'),
      secretKey: env('S3_SECRET_KEY'),
      bucket,
      ...(process.env.S3_REGION ? { region: process.env.S3_REGION } : {}),
    });

    afterAll(async () => {
      const { Client } = await import('minio');
      const url = new URL(env('S3_ENDPOINT'));
      const client = new Client({
        endPoint: url.hostname,
        port: Number(url.port),
        useSSL: url.protocol === 'https:',
        accessKey: env('S3_ACCESS_KEY'),
        secretKey: env('S3_SECRET_KEY'),
        pathStyle: true,
      });
      // MinIO may keep `a/child` while removing `a` in the same batch: repeat until empty.
      for (let pass = 0; pass < 5; pass++) {
        const names: string[] = [];
        for await (const item of client.listObjectsV2(bucket, '', true)) {
          if (item.name) names.push(item.name);
        }
        if (names.length === 0) break;
        await client.removeObjects(bucket, names);
      }
      // The adapter aborts failed uploads itself; anything left would keep the bucket non-empty.
      for await (const upload of client.listIncompleteUploads(bucket, '', true)) {
        await client.removeIncompleteUpload(bucket, upload.key);
      }
      await client.removeBucket(bucket);
    });

    runBlobStoreContract('S3 (MinIO)', () => openBlobStore({ s3: s3(), dataDir: '/nonexistent' }));
  },
);
