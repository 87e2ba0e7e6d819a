import type { Readable } from 'node:stream';
import { join } from 'node:path';

/**
 * The blob store port: document files. Keys are opaque paths the owning service chooses
 * (e.g. `<org>/<document>`); content type and size are kept with the bytes.
 */
export interface BlobInfo {
  size: number;
  contentType: string;
}

export interface BlobStore {
  /** Streams the bytes in; replaces an existing blob with the same key. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<BlobInfo>;
  /** Throws AppError NOT_FOUND when the key does not exist. */
  get(key: string): Promise<BlobInfo & { body: Readable }>;
  /** null when the key does not exist. */
  head(key: string): Promise<BlobInfo | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface BlobStoreSettings {
  /** S3 / MinIO; unset → files under `<dataDir>/blobs`. */
  s3?: { endpoint: string; accessKey: string; secretKey: string; bucket: string; region?: string };
  dataDir: string;
}

/** Picks the adapter from config; the MinIO client is loaded only when S3 is configured. */
export async function openBlobStore(settings: BlobStoreSettings): Promise<BlobStore> {
  if (settings.s3) {
    const { S3BlobStore } = await import('./s3-blobs.js');
    return S3BlobStore.open(settings.s3);
  }
  const { FsBlobStore } = await import('./fs-blobs.js');
  return FsBlobStore.open(join(settings.dataDir, 'blobs'));
}
