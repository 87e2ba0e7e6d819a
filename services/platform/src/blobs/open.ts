import { join } from 'node:path';
import type { BlobStore } from './port.js';

export interface BlobStoreSettings {
  /** S3 / MinIO; unset → files under `<dataDir>/blobs`. */
  s3?: { endpoint: string; accessKey: string; secretKey: string; bucket: string; region?: string };
  dataDir: string;
}

/** Picks the adapter from config; the MinIO client is loaded only when S3 is configured. */
export async function openBlobStore(settings: BlobStoreSettings): Promise<BlobStore> {
  if (settings.s3) {
    const { S3BlobStore } = await import('./adapters/s3-blobs.js');
    return S3BlobStore.open(settings.s3);
  }
  const { FsBlobStore } = await import('./adapters/fs-blobs.js');
  return FsBlobStore.open(join(settings.dataDir, 'blobs'));
}
