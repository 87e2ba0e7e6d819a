/** Vector helpers for exact cosine search over unit-length Float32 rows. */

/** Copies `v` into `out` at `offset`, scaled to unit length; false for a zero vector. */
export function writeUnit(v: ArrayLike<number>, out: Float32Array, offset: number): boolean {
  let norm = 0;
  for (let i = 0; i < v.length; i++) norm += (v[i] as number) * (v[i] as number);
  if (norm === 0 || !Number.isFinite(norm)) {
    out.fill(0, offset, offset + v.length);
    return false;
  }
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < v.length; i++) out[offset + i] = (v[i] as number) * scale;
  return true;
}

/** Dot product of `q` with the row at `offset` (unrolled: this loop is the whole kNN cost). */
export function dotAt(q: Float32Array, rows: Float32Array, offset: number): number {
  const n = q.length;
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    a += (q[i] as number) * (rows[offset + i] as number);
    b += (q[i + 1] as number) * (rows[offset + i + 1] as number);
    c += (q[i + 2] as number) * (rows[offset + i + 2] as number);
    d += (q[i + 3] as number) * (rows[offset + i + 3] as number);
  }
  for (; i < n; i++) a += (q[i] as number) * (rows[offset + i] as number);
  return a + b + c + d;
}

/** Keeps the `k` best (highest score) items seen, without sorting everything. */
export class TopK {
  private readonly scores: number[] = [];
  private readonly items: number[] = [];
  private min = -Infinity;

  constructor(private readonly k: number) {}

  offer(item: number, score: number): void {
    if (this.scores.length >= this.k && score <= this.min) return;
    // Insertion into a small sorted (descending) array: k is tens, not thousands.
    let i = this.scores.length;
    while (i > 0 && (this.scores[i - 1] as number) < score) i--;
    this.scores.splice(i, 0, score);
    this.items.splice(i, 0, item);
    if (this.scores.length > this.k) {
      this.scores.pop();
      this.items.pop();
    }
    if (this.scores.length >= this.k) this.min = this.scores[this.scores.length - 1] as number;
  }

  /** Best first. */
  result(): number[] {
    return [...this.items];
  }
}
