import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { ChunkRow } from './org-index.js';

/**
 * One file per organisation: a magic line, the JSON header (dims + chunk rows) and the raw
 * Float32 vectors in row order. Written to a temp file and renamed, so a crash leaves the old
 * snapshot or the new one.
 */
const MAGIC = Buffer.from('WZSEARCH1\n');

export interface Snapshot {
  dims: number;
  rows: ChunkRow[];
  vectors: Float32Array;
}

export async function writeSnapshot(path: string, s: Snapshot): Promise<void> {
  const header = Buffer.from(JSON.stringify({ dims: s.dims, rows: s.rows }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const vectors = Buffer.from(s.vectors.buffer, s.vectors.byteOffset, s.vectors.byteLength);
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, [MAGIC, length, header, vectors], { flush: true });
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** null when there is no snapshot yet. */
export async function readSnapshot(path: string): Promise<Snapshot | null> {
  let buf: Buffer;
  try {
    buf = await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if (!buf.subarray(0, MAGIC.length).equals(MAGIC))
    throw new Error(`${path} is not a search snapshot`);
  const headerLength = buf.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4;
  const { dims, rows } = JSON.parse(buf.subarray(start, start + headerLength).toString('utf8')) as {
    dims: number;
    rows: ChunkRow[];
  };
  // Copied into a fresh (aligned) buffer: Float32Array needs a 4-byte aligned offset.
  const bytes = buf.subarray(start + headerLength);
  const vectors = new Float32Array(bytes.length / 4);
  new Uint8Array(vectors.buffer).set(bytes);
  if (vectors.length !== rows.length * dims) throw new Error(`${path} is truncated`);
  return { dims, rows, vectors };
}
