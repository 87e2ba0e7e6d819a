import { normalizeTerm, tokenize } from './analyzer.js';
import { TopK } from './vectors.js';

/** BM25's usual parameters (Lucene's defaults). */
const K1 = 1.2;
const B = 0.75;

/** One term's documents in one field, as growable typed arrays (6 bytes per entry). */
class Postings {
  docs = new Int32Array(4);
  tfs = new Uint16Array(4);
  length = 0;

  push(doc: number, tf: number): void {
    if (this.length === this.docs.length) {
      const docs = new Int32Array(this.length * 2);
      docs.set(this.docs);
      this.docs = docs;
      const tfs = new Uint16Array(this.length * 2);
      tfs.set(this.tfs);
      this.tfs = tfs;
    }
    this.docs[this.length] = doc;
    this.tfs[this.length] = Math.min(tf, 65_535);
    this.length++;
  }
}

/**
 * An inverted index with BM25 scoring over a few weighted fields (the score is the weighted sum
 * of each field's BM25). Documents are numbered densely in insertion order; a removed document
 * is only marked dead until `compact()`. Scores accumulate in a Float32Array, so a query costs
 * one pass over its terms' postings, with no allocation per matching document. (MiniSearch was
 * measured first: p95 near 900 ms at 100k chunks on broad queries, against ~10 ms here.)
 */
export class Bm25Index {
  private readonly terms = new Map<string, Array<Postings | undefined>>();
  private lengths: Float32Array[];
  private alive = new Uint8Array(256);
  private scores = new Float32Array(256);
  private readonly totalLength: number[];
  private count = 0;
  private live = 0;

  constructor(private readonly weights: number[]) {
    this.lengths = weights.map(() => new Float32Array(256));
    this.totalLength = weights.map(() => 0);
  }

  /** Documents numbered so far (dead ones included): valid numbers are below this. */
  get size(): number {
    return this.count;
  }

  /** Indexes one document (one text per field) and returns its number. */
  add(fields: string[]): number {
    const doc = this.count++;
    this.ensureCapacity(this.count);
    this.alive[doc] = 1;
    this.live++;
    fields.forEach((text, f) => {
      const tokens = tokenize(text);
      const tf = new Map<string, number>();
      for (const token of tokens) {
        const term = normalizeTerm(token);
        if (term) tf.set(term, (tf.get(term) ?? 0) + 1);
      }
      (this.lengths[f] as Float32Array)[doc] = tokens.length;
      this.totalLength[f] = (this.totalLength[f] as number) + tokens.length;
      for (const [term, n] of tf) {
        let byField = this.terms.get(term);
        if (!byField) this.terms.set(term, (byField = []));
        (byField[f] ??= new Postings()).push(doc, n);
      }
    });
    return doc;
  }

  remove(doc: number): void {
    if (!this.alive[doc]) return;
    this.alive[doc] = 0;
    this.live--;
    this.lengths.forEach((lengths, f) => {
      this.totalLength[f] = (this.totalLength[f] as number) - (lengths[doc] as number);
    });
  }

  /** Live document numbers, best BM25 score first, at most `depth`. */
  search(query: string, depth: number): number[] {
    const terms = new Set(tokenize(query).map(normalizeTerm).filter(Boolean));
    if (terms.size === 0 || this.live === 0) return [];
    const scores = this.scores;
    scores.fill(0, 0, this.count);
    const alive = this.alive;
    for (const term of terms) {
      const byField = this.terms.get(term);
      if (!byField) continue;
      byField.forEach((postings, f) => {
        if (!postings) return;
        // df counts dead entries until compaction: a slight, temporary IDF drift.
        const df = postings.length;
        const idf = Math.log(1 + (this.live - df + 0.5) / (df + 0.5));
        const weight = (this.weights[f] as number) * idf * (K1 + 1);
        const lengths = this.lengths[f] as Float32Array;
        const norm = K1 / Math.max(1e-9, (this.totalLength[f] as number) / this.live);
        const { docs, tfs } = postings;
        for (let i = 0; i < postings.length; i++) {
          const doc = docs[i] as number;
          if (alive[doc] === 0) continue;
          const tf = tfs[i] as number;
          scores[doc] =
            (scores[doc] as number) +
            (weight * tf) / (tf + K1 * (1 - B) + B * norm * (lengths[doc] as number));
        }
      });
    }
    const top = new TopK(depth);
    for (let doc = 0; doc < this.count; doc++) {
      const score = scores[doc] as number;
      if (score > 0) top.offer(doc, score);
    }
    return top.result();
  }

  /**
   * Drops dead documents and renumbers the live ones in order. Returns old → new number
   * (-1 for a dropped one) so the owner can move its per-document data the same way.
   */
  compact(): Int32Array {
    const remap = new Int32Array(this.count).fill(-1);
    let next = 0;
    for (let doc = 0; doc < this.count; doc++) if (this.alive[doc]) remap[doc] = next++;
    for (const byField of this.terms.values()) {
      byField.forEach((postings, f) => {
        if (!postings) return;
        let w = 0;
        for (let i = 0; i < postings.length; i++) {
          const moved = remap[postings.docs[i] as number] as number;
          if (moved < 0) continue;
          postings.docs[w] = moved;
          postings.tfs[w] = postings.tfs[i] as number;
          w++;
        }
        postings.length = w;
        if (w === 0) byField[f] = undefined;
      });
    }
    for (const [term, byField] of this.terms) if (byField.every((p) => !p)) this.terms.delete(term);
    this.lengths = this.lengths.map((lengths) => {
      const packed = new Float32Array(Math.max(256, next));
      for (let doc = 0; doc < this.count; doc++)
        if ((remap[doc] as number) >= 0) packed[remap[doc] as number] = lengths[doc] as number;
      return packed;
    });
    this.alive = new Uint8Array(Math.max(256, next)).fill(1, 0, next);
    this.scores = new Float32Array(Math.max(256, next));
    this.count = next;
    return remap;
  }

  private ensureCapacity(n: number): void {
    if (n <= this.alive.length) return;
    const size = Math.max(n, this.alive.length * 2);
    const grow = <A extends Float32Array | Uint8Array>(a: A, make: (size: number) => A): A => {
      const bigger = make(size);
      bigger.set(a);
      return bigger;
    };
    this.alive = grow(this.alive, (s) => new Uint8Array(s));
    this.scores = new Float32Array(size);
    this.lengths = this.lengths.map((l) => grow(l, (s) => new Float32Array(s)));
  }
}
