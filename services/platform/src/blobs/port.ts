import type { Readable } from 'node:stream';

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
