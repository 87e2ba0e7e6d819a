import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors/index.js';
import type { BlobInfo, BlobStore } from '../port.js';
import { checkBlobKey } from '../keys.js';

/** The sidecar: what a key currently points to. */
interface BlobMeta extends BlobInfo {
  key: string;
  /** File name under objects/ holding the bytes. */
  object: string;
}

/**
 * Blobs as files under `<dir>`: the bytes in `objects/<uuid>` (a fresh name per write), and per
 * key a sidecar JSON `keys/<segments>.json` with content type, size and the object's name.
 * A write streams into a new object, then swaps the sidecar in with a rename, so readers see
 * the old blob or the new one, never a half-written file. Directory levels get a `.d` suffix and
 * sidecars `.json`, so keys `a` and `a/b` can both exist.
 */
export class FsBlobStore implements BlobStore {
  /** Writes to one key are serialised, so the object a replaced sidecar named is the one removed. */
  private readonly locks = new Map<string, Promise<unknown>>();

  private constructor(private readonly dir: string) {}

  static async open(dir: string): Promise<FsBlobStore> {
    await mkdir(join(dir, 'objects'), { recursive: true });
    await mkdir(join(dir, 'keys'), { recursive: true });
    return new FsBlobStore(dir);
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<BlobInfo> {
    const metaPath = this.metaPath(key);
    return this.serial(key, async () => {
      const object = randomUUID();
      const objectPath = join(this.dir, 'objects', object);
      let size: number;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        // flush: the bytes are on disk (fsync) before the sidecar can point at them.
        await pipeline(source, createWriteStream(objectPath, { flags: 'wx', flush: true }));
        size = (await stat(objectPath)).size;
      } catch (err) {
        // Nothing points at the unfinished object yet: remove it and keep the previous blob.
        await rm(objectPath, { force: true });
        throw err;
      }
      const previous = await this.readMeta(metaPath);
      const meta: BlobMeta = { key, size, contentType, object };
      const tmp = `${metaPath}.${object}.tmp`;
      try {
        await writeSidecar(tmp, JSON.stringify(meta));
        await rename(tmp, metaPath);
      } catch (err) {
        await Promise.all([rm(tmp, { force: true }), rm(objectPath, { force: true })]);
        throw err;
      }
      if (previous) await rm(join(this.dir, 'objects', previous.object), { force: true });
      return { size, contentType };
    });
  }

  async get(key: string): Promise<BlobInfo & { body: Readable }> {
    const metaPath = this.metaPath(key);
    // An overwrite or delete may remove the object between reading the sidecar and opening it: read again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const meta = await this.readMeta(metaPath);
      if (!meta) break;
      try {
        const file = await open(join(this.dir, 'objects', meta.object), 'r');
        return { size: meta.size, contentType: meta.contentType, body: file.createReadStream() };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    throw new AppError('NOT_FOUND', `no blob ${key}`);
  }

  async head(key: string): Promise<BlobInfo | null> {
    const meta = await this.readMeta(this.metaPath(key));
    return meta ? { size: meta.size, contentType: meta.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    const metaPath = this.metaPath(key);
    return this.serial(key, async () => {
      const meta = await this.readMeta(metaPath);
      if (!meta) return;
      await rm(metaPath, { force: true });
      await rm(join(this.dir, 'objects', meta.object), { force: true });
      await this.pruneEmptyDirs(dirname(metaPath));
    });
  }

  /**
   * Removes the key's folders that the delete left empty (they are named after the key's
   * segments, e.g. an organisation's id). A put racing into one recreates it (see put).
   */
  private async pruneEmptyDirs(dir: string): Promise<void> {
    const root = join(this.dir, 'keys');
    for (let at = dir; at.startsWith(root + sep); at = dirname(at)) {
      try {
        await rmdir(at);
      } catch {
        return; // not empty (or already gone): its parents are not empty either
      }
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.locks.values());
  }

  private metaPath(key: string): string {
    const segments = checkBlobKey(key);
    const last = segments.pop() as string;
    return join(this.dir, 'keys', ...segments.map((s) => `${s}.d`), `${last}.json`);
  }

  private async readMeta(path: string): Promise<BlobMeta | null> {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as BlobMeta;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  private serial<R>(key: string, job: () => Promise<R>): Promise<R> {
    const before = this.locks.get(key) ?? Promise.resolve();
    const result = before.then(job, job);
    const settled = result.catch(() => undefined);
    this.locks.set(key, settled);
    void settled.then(() => {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    });
    return result;
  }
}

/**
 * Writes a sidecar's temp file, making its folder first; once more if a delete of a sibling
 * key pruned the folder between the two.
 */
async function writeSidecar(path: string, json: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await mkdir(dirname(path), { recursive: true });
    try {
      await writeFile(path, json, { flush: true });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 3) throw err;
    }
  }
}
