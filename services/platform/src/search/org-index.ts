import MiniSearch from 'minisearch';
import { normalizeTerm, tokenize } from './analyzer.js';
import type { Chunk } from './index.js';
import { dotAt, TopK, writeUnit } from './vectors.js';

/** A chunk as the index keeps it (its vector lives in the Float32 matrix). */
export interface ChunkRow {
  id: string;
  documentId: string;
  filename: string;
  heading: string;
  text: string;
}

const textIndex = (): MiniSearch<ChunkRow> =>
  new MiniSearch<ChunkRow>({
    idField: 'id',
    fields: ['text', 'heading', 'filename'],
    storeFields: [],
    tokenize,
    processTerm: normalizeTerm,
    searchOptions: { boost: { heading: 2, filename: 1.5 }, combineWith: 'OR' },
  });

/**
 * One organisation's chunks: BM25 over text + heading + filename (MiniSearch) and exact cosine
 * over unit-length vectors kept in one growing Float32Array (a slot per chunk, reused after
 * deletes), which is compact and fast to scan.
 */
export class OrgIndex {
  private rows: Array<ChunkRow | undefined> = [];
  private vectors: Float32Array;
  private readonly slotOf = new Map<string, number>();
  private readonly free: number[] = [];
  private readonly byDocument = new Map<string, Set<string>>();
  private readonly text = textIndex();

  constructor(
    readonly dims: number,
    capacity = 256,
  ) {
    this.vectors = new Float32Array(capacity * dims);
  }

  get size(): number {
    return this.slotOf.size;
  }

  upsert(chunks: Chunk[]): void {
    for (const c of chunks) {
      const row: ChunkRow = {
        id: c.id,
        documentId: c.documentId,
        filename: c.filename,
        heading: c.heading,
        text: c.text,
      };
      this.put(row, c.vector);
    }
  }

  /** Removes every chunk of a document; returns how many. */
  deleteDocument(documentId: string): number {
    const ids = this.byDocument.get(documentId);
    if (!ids) return 0;
    const removed = [...ids];
    for (const id of removed) this.remove(id);
    return removed.length;
  }

  /** Chunk ids best first: BM25 matches and nearest vectors, `depth` of each. */
  rank(text: string, vector: number[], depth: number): { bm25: string[]; knn: string[] } {
    const bm25 = text.trim()
      ? this.text
          .search(text)
          .slice(0, depth)
          .map((r) => String(r.id))
      : [];
    const q = new Float32Array(this.dims);
    if (!writeUnit(vector, q, 0)) return { bm25, knn: [] };
    const top = new TopK(depth);
    const dims = this.dims;
    for (let slot = 0; slot < this.rows.length; slot++) {
      if (this.rows[slot]) top.offer(slot, dotAt(q, this.vectors, slot * dims));
    }
    return { bm25, knn: top.result().map((slot) => (this.rows[slot] as ChunkRow).id) };
  }

  row(id: string): ChunkRow | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.rows[slot];
  }

  /** Live rows and their vectors, densely packed in the same order (for snapshots). */
  snapshot(): { rows: ChunkRow[]; vectors: Float32Array } {
    const rows: ChunkRow[] = [];
    const vectors = new Float32Array(this.size * this.dims);
    for (let slot = 0; slot < this.rows.length; slot++) {
      const row = this.rows[slot];
      if (!row) continue;
      vectors.set(
        this.vectors.subarray(slot * this.dims, (slot + 1) * this.dims),
        rows.length * this.dims,
      );
      rows.push(row);
    }
    return { rows, vectors };
  }

  static restore(dims: number, rows: ChunkRow[], vectors: Float32Array): OrgIndex {
    const index = new OrgIndex(dims, Math.max(256, rows.length));
    index.vectors.set(vectors.subarray(0, rows.length * dims));
    rows.forEach((row, slot) => {
      index.rows[slot] = row;
      index.slotOf.set(row.id, slot);
      index.track(row);
    });
    index.text.addAll(rows);
    return index;
  }

  private put(row: ChunkRow, vector: number[]): void {
    if (this.slotOf.has(row.id)) this.remove(row.id);
    const slot = this.free.pop() ?? this.rows.length;
    if ((slot + 1) * this.dims > this.vectors.length) this.grow();
    writeUnit(vector, this.vectors, slot * this.dims);
    this.rows[slot] = row;
    this.slotOf.set(row.id, slot);
    this.track(row);
    this.text.add(row);
  }

  private remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const row = this.rows[slot] as ChunkRow;
    this.text.discard(id);
    this.rows[slot] = undefined;
    this.slotOf.delete(id);
    this.free.push(slot);
    const ids = this.byDocument.get(row.documentId);
    ids?.delete(id);
    if (ids?.size === 0) this.byDocument.delete(row.documentId);
  }

  private track(row: ChunkRow): void {
    let ids = this.byDocument.get(row.documentId);
    if (!ids) this.byDocument.set(row.documentId, (ids = new Set()));
    ids.add(row.id);
  }

  private grow(): void {
    const bigger = new Float32Array(this.vectors.length * 2);
    bigger.set(this.vectors);
    this.vectors = bigger;
  }
}
