import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'minio';
import { AppError } from '../../errors/index.js';
import type { BlobInfo, BlobStore } from '../port.js';
import { checkBlobKey } from '../keys.js';

export interface S3Settings {
  /** e.g. `http://127.0.0.1:9000` or `https://s3.example.com`. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
}

/**
 * Blobs in an S3 bucket (MinIO client; path-style addressing, which MinIO and most S3-compatible
 * stores expect). The bucket is created if missing; content type is the object's Content-Type
 * and size comes from the object itself. Uploads stream (multipart for large bodies): an upload
 * that fails is aborted, so the previous object stays as it was.
 */
export class S3BlobStore implements BlobStore {
  private constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  static async open(s: S3Settings): Promise<S3BlobStore> {
    const url = new URL(s.endpoint);
    const useSSL = url.protocol === 'https:';
    const client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: s.accessKey,
      secretKey: s.secretKey,
      pathStyle: true,
      ...(s.region ? { region: s.region } : {}),
    });
    if (!(await client.bucketExists(s.bucket))) {
      try {
        await client.makeBucket(s.bucket, s.region ?? 'us-east-1');
      } catch (err) {
        // Another instance created it first.
        if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(errorCode(err))) throw err;
      }
    }
    return new S3BlobStore(client, s.bucket);
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<BlobInfo> {
    checkBlobKey(key);
    const meta = { 'Content-Type': contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.putObject(this.bucket, key, body, body.length, meta);
      return { size: body.length, contentType };
    }
    const counted = new CountingStream();
    const upload = this.client.putObject(this.bucket, key, counted, undefined, meta);
    try {
      await Promise.all([pipeline(body, counted), upload]);
    } catch (err) {
      counted.destroy(err as Error);
      await upload.catch(() => undefined);
      // Abort the multipart upload the client may have begun (its parts use storage, and the
      // client would otherwise try to "resume" it on the next put of this key).
      await this.client.removeIncompleteUpload(this.bucket, key).catch(() => undefined);
      throw err;
    }
    return { size: counted.bytes, contentType };
  }

  async get(key: string): Promise<BlobInfo & { body: Readable }> {
    const info = await this.head(key);
    if (!info) throw new AppError('NOT_FOUND', `no blob ${key}`);
    try {
      return { ...info, body: await this.client.getObject(this.bucket, key) };
    } catch (err) {
      if (isMissing(err)) throw new AppError('NOT_FOUND', `no blob ${key}`);
      throw err;
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    checkBlobKey(key);
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const contentType = stat.metaData['content-type'] ?? stat.metaData['Content-Type'];
      return { size: stat.size, contentType: String(contentType ?? 'application/octet-stream') };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    checkBlobKey(key);
    // S3 deletes are idempotent: a missing key is not an error.
    await this.client.removeObject(this.bucket, key);
  }

  async close(): Promise<void> {
    // The client holds no connections of its own beyond Node's keep-alive agent.
  }
}

const errorCode = (err: unknown): string =>
  typeof err === 'object' && err !== null ? String((err as { code?: unknown }).code ?? '') : '';

const isMissing = (err: unknown): boolean => ['NotFound', 'NoSuchKey'].includes(errorCode(err));

/**
 * Counts the bytes of an upload of unknown length, and forwards its own error to the stream it is
 * piped into: the MinIO client pipes the body into its part splitter without listening for the
 * body's errors, so without this a failed source would leave the upload waiting forever instead
 * of failing (and never completing the multipart upload, which keeps the old object intact).
 */
class CountingStream extends Transform {
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    done(null, chunk);
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    const target = destination as unknown as { destroy?: (e: Error) => void };
    // Piped after it already failed (the client pipes only once its upload has started).
    if (this.errored) target.destroy?.(this.errored);
    else this.once('error', (err) => target.destroy?.(err));
    return super.pipe(destination, options);
  }
}
