/**
 * A bounded memo for pure functions of a text: what is computed once per document passage (its
 * language, its sentences and their terms, its screening) instead of on every answer that
 * retrieves it again. Holds at most `capacity` entries; the least recently used goes first.
 * Only for functions whose result depends on the key alone (the key must name every input).
 */
export class TextMemo<V> {
  private readonly held = new Map<string, V>();

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('capacity must be ≥ 1');
  }

  get size(): number {
    return this.held.size;
  }

  /** The value kept for `key`, else `compute()`'s (kept). */
  get(key: string, compute: () => V): V {
    const held = this.held.get(key);
    if (held !== undefined || this.held.has(key)) {
      // Most recently used last: Map keeps insertion order.
      this.held.delete(key);
      this.held.set(key, held as V);
      return held as V;
    }
    const value = compute();
    this.held.set(key, value);
    if (this.held.size > this.capacity) this.held.delete(this.held.keys().next().value!);
    return value;
  }
}
