import { DOT_SCAN_WASM_BASE64 } from './dot-scan-wasm.js';
import { dotAt, writeUnit } from './vectors.js';

type Scan = (q: number, rows: number, n: number, dims: number, out: number) => void;

const PAGE = 65_536;
const compiled = (() => {
  const bytes = Buffer.from(DOT_SCAN_WASM_BASE64, 'base64');
  // Runtimes without WebAssembly SIMD fall back to the JavaScript loop.
  return WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : undefined;
})();

/**
 * Unit-length Float32 rows for exact cosine search, kept in WebAssembly memory so the full scan
 * runs as SIMD (dot-scan.wat), several times faster than a JavaScript loop over the same data.
 * Layout: the query (dims), then the rows, then one score per row.
 */
export class VectorMatrix {
  private memory: WebAssembly.Memory | undefined;
  private scanFn: Scan | undefined;
  private view: Float32Array;
  private capacity = 0;

  constructor(
    readonly dims: number,
    capacity = 256,
  ) {
    if (compiled && dims % 8 === 0) {
      this.memory = new WebAssembly.Memory({ initial: 1 });
      const instance = new WebAssembly.Instance(compiled, { env: { memory: this.memory } });
      this.scanFn = instance.exports.scan as Scan;
    }
    this.view = new Float32Array(0);
    this.ensure(capacity);
  }

  /** Makes room for `rows` rows, keeping the ones already there. */
  ensure(rows: number): void {
    if (rows <= this.capacity) return;
    const capacity = Math.max(rows, this.capacity * 2, 256);
    const floats = this.dims + capacity * this.dims + capacity;
    if (this.memory) {
      const missing = Math.ceil((floats * 4 - this.memory.buffer.byteLength) / PAGE);
      if (missing > 0) this.memory.grow(missing);
      // Growing detaches the old view; rows stay where they were (the scores area is scratch).
      this.view = new Float32Array(this.memory.buffer);
    } else {
      const bigger = new Float32Array(floats);
      bigger.set(this.view.subarray(0, this.dims + this.capacity * this.dims));
      this.view = bigger;
    }
    this.capacity = capacity;
  }

  /** Stores `vector` scaled to unit length in row `n` (zeros for a zero vector). */
  set(n: number, vector: ArrayLike<number>): void {
    this.ensure(n + 1);
    writeUnit(vector, this.view, this.offset(n));
  }

  row(n: number): Float32Array {
    return this.view.subarray(this.offset(n), this.offset(n) + this.dims);
  }

  /** Copies row `from` onto row `to` (compaction moves rows towards the start). */
  move(from: number, to: number): void {
    if (from !== to)
      this.view.copyWithin(this.offset(to), this.offset(from), this.offset(from) + this.dims);
  }

  /** Cosine of the query with rows 0..n-1 (a view, valid until the next call); null for a zero query. */
  scan(query: ArrayLike<number>, n: number): Float32Array | null {
    if (!writeUnit(query, this.view, 0)) return null;
    const outFloat = this.dims + this.capacity * this.dims;
    if (this.scanFn) {
      this.scanFn(0, this.dims * 4, n, this.dims, outFloat * 4);
    } else {
      const q = this.view.subarray(0, this.dims);
      for (let i = 0; i < n; i++) this.view[outFloat + i] = dotAt(q, this.view, this.offset(i));
    }
    return this.view.subarray(outFloat, outFloat + n);
  }

  private offset(n: number): number {
    return this.dims + n * this.dims;
  }
}
