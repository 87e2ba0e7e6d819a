import {
  chunkLanguages,
  chunkTerms,
  fieldWeights,
  queryTerms,
  type Ranking,
} from '../../analysis.js';
import { Bm25Index, type Bm25Data } from './bm25.js';
import type { Chunk } from '../../port.js';
import { VectorMatrix } from './vector-matrix.js';
import { TopK } from './vectors.js';

/** A chunk as the index keeps it (its vector lives in the Float32 matrix). */
export interface ChunkRow {
  id: string;
  documentId: string;
  filename: string;
  heading: string;
  text: string;
  /** The language its text was analysed in (ISO 639-1). */
  lang: string;
  /** Absent in rows indexed before it was kept (older snapshots). */
  sourceUrl?: string;
}

const bm25Of = (ranking: Ranking): Bm25Index => new Bm25Index(fieldWeights(ranking), ranking);

/**
 * One organisation's chunks: BM25 over text + heading + filename and exact cosine over
 * unit-length Float32 vectors (VectorMatrix, scanned with SIMD). A chunk's number is its BM25
 * document number and its vector row; replaced or deleted chunks leave dead numbers, packed
 * away by compaction.
 */
export class OrgIndex {
  private rows: Array<ChunkRow | undefined> = [];
  private readonly vectors: VectorMatrix;
  private readonly numberOf = new Map<string, number>();
  private readonly byDocument = new Map<string, Set<string>>();
  /** Live chunks per language: a query is analysed in each language present. */
  private readonly languages = new Map<string, number>();
  private text: Bm25Index;
  private dead = 0;

  constructor(
    readonly dims: number,
    private readonly ranking: Ranking,
    capacity = 256,
  ) {
    this.vectors = new VectorMatrix(dims, capacity);
    this.text = bm25Of(ranking);
  }

  get size(): number {
    return this.numberOf.size;
  }

  upsert(chunks: Chunk[]): void {
    const languages = chunkLanguages(chunks);
    chunks.forEach((c, i) => {
      this.put(
        {
          id: c.id,
          documentId: c.documentId,
          filename: c.filename,
          heading: c.heading,
          text: c.text,
          lang: languages[i] as string,
          ...(c.sourceUrl !== undefined ? { sourceUrl: c.sourceUrl } : {}),
        },
        c.vector,
      );
    });
    this.compactIfSparse();
  }

  /** Removes every chunk of a document; returns how many. */
  deleteDocument(documentId: string): number {
    const ids = this.byDocument.get(documentId);
    if (!ids) return 0;
    const removed = [...ids];
    for (const id of removed) this.remove(id);
    this.compactIfSparse();
    return removed.length;
  }

  /** Chunk ids best first: BM25 matches and nearest vectors, `depth` of each. */
  rank(
    text: string,
    vector: number[],
    depth: number,
    language?: string,
  ): { bm25: string[]; knn: string[] } {
    const terms = text.trim() ? queryTerms(text, this.languages.keys(), language) : [];
    const bm25 = this.text.search(terms, depth).map((n) => (this.rows[n] as ChunkRow).id);
    const scores = vector.length > 0 ? this.vectors.scan(vector, this.rows.length) : null;
    if (!scores) return { bm25, knn: [] };
    const top = new TopK(depth);
    const rows = this.rows;
    for (let n = 0; n < rows.length; n++) {
      if (rows[n] !== undefined) top.offer(n, scores[n] as number);
    }
    return { bm25, knn: top.result().map((n) => (rows[n] as ChunkRow).id) };
  }

  row(id: string): ChunkRow | undefined {
    const n = this.numberOf.get(id);
    return n === undefined ? undefined : this.rows[n];
  }

  /** Live rows, their vectors and their BM25 postings, densely packed in the same order (for snapshots). */
  snapshot(): { rows: ChunkRow[]; vectors: Float32Array; bm25: Bm25Data } {
    const rows: ChunkRow[] = [];
    const vectors = new Float32Array(this.size * this.dims);
    const remap = new Int32Array(this.text.size).fill(-1);
    this.rows.forEach((row, n) => {
      if (!row) return;
      remap[n] = rows.length;
      vectors.set(this.vectors.row(n), rows.length * this.dims);
      rows.push(row);
    });
    return { rows, vectors, bm25: this.text.export(remap, rows.length) };
  }

  /** From a snapshot; without its postings (`bm25`), the text index is rebuilt from the rows. */
  static restore(
    dims: number,
    ranking: Ranking,
    rows: ChunkRow[],
    vectors: Float32Array,
    bm25?: Bm25Data,
  ): OrgIndex {
    const index = new OrgIndex(dims, ranking, Math.max(256, rows.length));
    if (bm25) index.text = Bm25Index.import(fieldWeights(ranking), ranking, rows.length, bm25);
    rows.forEach((row, i) => {
      const n = bm25 ? i : index.text.add(chunkTerms(row, row.lang));
      index.vectors.set(n, vectors.subarray(i * dims, (i + 1) * dims));
      index.track(row, n);
    });
    return index;
  }

  private put(row: ChunkRow, vector: number[]): void {
    this.remove(row.id);
    const n = this.text.add(chunkTerms(row, row.lang));
    this.vectors.set(n, vector);
    this.track(row, n);
  }

  private track(row: ChunkRow, n: number): void {
    this.rows[n] = row;
    this.languages.set(row.lang, (this.languages.get(row.lang) ?? 0) + 1);
    this.numberOf.set(row.id, n);
    let ids = this.byDocument.get(row.documentId);
    if (!ids) this.byDocument.set(row.documentId, (ids = new Set()));
    ids.add(row.id);
  }

  private remove(id: string): void {
    const n = this.numberOf.get(id);
    if (n === undefined) return;
    const row = this.rows[n] as ChunkRow;
    this.text.remove(n);
    this.rows[n] = undefined;
    this.numberOf.delete(id);
    const left = (this.languages.get(row.lang) ?? 1) - 1;
    if (left > 0) this.languages.set(row.lang, left);
    else this.languages.delete(row.lang);
    this.dead++;
    const ids = this.byDocument.get(row.documentId);
    ids?.delete(id);
    if (ids?.size === 0) this.byDocument.delete(row.documentId);
  }

  /** When a quarter of the numbers are dead, pack rows, vectors and postings together. */
  private compactIfSparse(): void {
    if (this.dead === 0 || this.dead * 4 < this.rows.length) return;
    const remap = this.text.compact();
    const rows: Array<ChunkRow | undefined> = [];
    // Live rows only move towards the start, so copying in order never overwrites one still needed.
    remap.forEach((to, from) => {
      if (to < 0) return;
      rows[to] = this.rows[from];
      this.vectors.move(from, to);
      this.numberOf.set((this.rows[from] as ChunkRow).id, to);
    });
    this.rows = rows;
    this.dead = 0;
  }
}
