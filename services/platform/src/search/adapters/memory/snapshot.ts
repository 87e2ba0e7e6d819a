import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { chunkLanguages } from '../../analysis.js';
import type { Bm25Data } from './bm25.js';
import type { ChunkRow } from './org-index.js';

/**
 * One file per organisation: a magic line, a JSON header (dims, chunk rows, BM25 terms) and
 * binary sections: vectors (f32), per-field lengths (f32), postings offsets (u32), posting docs
 * (i32) and term frequencies (u16). Loading needs no re-tokenising. Written to a temp file and
 * renamed, so a crash leaves the old snapshot or the new one.
 * Version 3 holds analysed terms (stems, stopwords out) and each row's language; a version 2 file
 * (plain lower-cased words) is read for its rows and vectors only, and its postings are rebuilt.
 */
const MAGIC = Buffer.from('WZSEARCH3\n');
const MAGIC_V2 = Buffer.from('WZSEARCH2\n');

export interface Snapshot {
  dims: number;
  rows: ChunkRow[];
  vectors: Float32Array;
  bm25: Bm25Data;
}

/** What is read back: postings only when they were written by this version's analysis. */
export type StoredSnapshot = Omit<Snapshot, 'bm25'> & { bm25?: Bm25Data };

interface Header {
  dims: number;
  rows: ChunkRow[];
  terms: string[];
  fields: number;
  postings: number;
}

const bytes = (a: Float32Array | Uint32Array | Int32Array | Uint16Array): Buffer =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength);

export async function writeSnapshot(path: string, s: Snapshot): Promise<void> {
  const header: Header = {
    dims: s.dims,
    rows: s.rows,
    terms: s.bm25.terms,
    fields: s.bm25.lengths.length,
    postings: s.bm25.docs.length,
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const sections = [s.vectors, ...s.bm25.lengths, s.bm25.offsets, s.bm25.docs, s.bm25.tfs].map(
    bytes,
  );
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, [MAGIC, length, json, ...sections], { flush: true });
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** null when there is no snapshot yet (or only one of an older format: the index is derived data). */
export async function readSnapshot(path: string): Promise<StoredSnapshot | null> {
  let buf: Buffer;
  try {
    buf = await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const magic = buf.subarray(0, MAGIC.length);
  const current = magic.equals(MAGIC);
  if (!current && !magic.equals(MAGIC_V2)) return null;
  const headerLength = buf.readUInt32LE(MAGIC.length);
  let at = MAGIC.length + 4;
  const h = JSON.parse(buf.subarray(at, at + headerLength).toString('utf8')) as Header;
  at += headerLength;
  // Each section is copied into its own (aligned) array: typed arrays need aligned offsets.
  const take = <A extends Float32Array | Uint32Array | Int32Array | Uint16Array>(
    make: (n: number) => A,
    n: number,
  ): A => {
    const out = make(n);
    const size = out.byteLength;
    if (at + size > buf.length) throw new Error(`${path} is truncated`);
    new Uint8Array(out.buffer).set(buf.subarray(at, at + size));
    at += size;
    return out;
  };
  const n = h.rows.length;
  const vectors = take((k) => new Float32Array(k), n * h.dims);
  const lengths = Array.from({ length: h.fields }, () => take((k) => new Float32Array(k), n));
  const offsets = take((k) => new Uint32Array(k), h.terms.length * h.fields + 1);
  const docs = take((k) => new Int32Array(k), h.postings);
  const tfs = take((k) => new Uint16Array(k), h.postings);
  if (!current) {
    const languages = chunkLanguages(h.rows);
    const rows = h.rows.map((row, i) => ({ ...row, lang: languages[i] as string }));
    return { dims: h.dims, rows, vectors };
  }
  return {
    dims: h.dims,
    rows: h.rows,
    vectors,
    bm25: { terms: h.terms, lengths, offsets, docs, tfs },
  };
}
