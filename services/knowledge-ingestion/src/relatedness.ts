import { createHash } from 'node:crypto';
import { invalid } from '@winzmail/platform';
import { embedQueries, type Embedder } from '@winzmail/platform/embed';
import { meaningText, splitSentences } from '@winzmail/platform/llm';
import { LRUCache } from 'lru-cache';

/** Bounds on one request: a reply's question units and the sentences of its passages. */
export const MAX_UNITS = 32;
export const MAX_TEXTS = 2000;
export const MAX_TEXT_CHARS = 4000;
/** Vectors kept (about 1.5 kB each at 384 dims): the sentences of a few thousand chunks. */
const CACHE_ENTRIES = 50_000;
const EMBED_BATCH = 64;
/** Sentences embedded per model call at indexing time (see prewarm). */
const PREWARM_BATCH = 16;

export interface RelatednessMatrix {
  /** rows[u][t]: cosine similarity of unit u and text t. */
  rows: number[][];
  embedder: string;
  kind: Embedder['kind'];
}

/**
 * Relatedness by meaning: question units against texts, as the cosine similarity of their
 * vectors from the embedder that indexes the knowledge base. Vectors are cached (bounded LRU,
 * keyed by the embedder, the role — query or passage — and the text's hash), so the sentences of
 * passages asked about before cost no model call; the misses go to the model in batches.
 */
export class Relatedness {
  private readonly cache = new LRUCache<string, Float32Array>({ max: CACHE_ENTRIES });
  /** Model calls made (batches), for the bench and tests. */
  modelCalls = 0;
  private warming: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly embedder: Embedder) {}

  async matrix(orgId: string, units: string[], texts: string[]): Promise<RelatednessMatrix> {
    if (!orgId) throw invalid('org_id is required.', { org_id: 'required' });
    if (units.length > MAX_UNITS)
      throw invalid(`At most ${MAX_UNITS} question units.`, { units: 'too many' });
    if (texts.length > MAX_TEXTS)
      throw invalid(`At most ${MAX_TEXTS} texts.`, { texts: 'too many' });
    if ([...units, ...texts].some((t) => t.length > MAX_TEXT_CHARS))
      throw invalid(`A text is longer than ${MAX_TEXT_CHARS} characters.`, { texts: 'too long' });
    const { id, kind } = this.embedder;
    if (units.length === 0 || texts.length === 0)
      return { rows: units.map(() => texts.map(() => 0)), embedder: id, kind };
    const [u, t] = await Promise.all([this.vectors('q', units), this.vectors('p', texts)]);
    return { rows: u.map((a) => t.map((b) => dot(a, b))), embedder: id, kind };
  }

  /** Questions' vectors (query role), through the cache: the knowledge-gap queue's grouping. */
  questionVectors(texts: string[]): Promise<Float32Array[]> {
    return this.vectors('q', texts);
  }

  /** What the vectors come from (the queue stores its vectors with this id). */
  get embedderOf(): Pick<Embedder, 'id' | 'kind'> {
    return { id: this.embedder.id, kind: this.embedder.kind };
  }

  /**
   * Embeds a document's sentences at indexing time (as meaningText makes them from its chunks),
   * so the first question about them waits for no model call. A semantic embedder only: a
   * lexical one's vectors cost nothing to make when asked.
   */
  async prewarm(chunks: readonly { heading: string; text: string }[]): Promise<void> {
    if (this.embedder.kind !== 'semantic' || this.closed) return;
    const texts = chunks.flatMap((c) =>
      splitSentences(c.text).map((sentence) => meaningText(c.heading, sentence)),
    );
    // One small batch at a time, after any earlier document's: the model process answers in
    // order, so a question's own request waits behind one batch, not behind every upload's
    // sentences (which under load outlasted the reply's deadline).
    const run = this.warming.then(async () => {
      for (let i = 0; i < texts.length && !this.closed; i += PREWARM_BATCH)
        await this.vectors('p', texts.slice(i, i + PREWARM_BATCH));
    });
    this.warming = run.catch(() => undefined);
    return run;
  }

  /** Stops embedding at indexing time (service shutdown): no model call after the embedder closes. */
  close(): void {
    this.closed = true;
  }

  private async vectors(role: 'q' | 'p', texts: string[]): Promise<Float32Array[]> {
    const keys = texts.map((t) => `${this.embedder.id}:${role}:${hash(t)}`);
    const missing = [...new Set(texts.filter((_, i) => !this.cache.has(keys[i]!)))];
    for (let i = 0; i < missing.length; i += EMBED_BATCH) {
      const batch = missing.slice(i, i + EMBED_BATCH);
      this.modelCalls++;
      const vectors =
        role === 'q' ? await embedQueries(this.embedder, batch) : await this.embedder.embed(batch);
      batch.forEach((text, j) =>
        this.cache.set(`${this.embedder.id}:${role}:${hash(text)}`, Float32Array.from(vectors[j]!)),
      );
    }
    // A vector evicted between the fill and here (a cache smaller than one request) is made again.
    return Promise.all(
      keys.map(async (key, i) => {
        const hit = this.cache.get(key);
        if (hit) return hit;
        this.modelCalls++;
        const [v] =
          role === 'q'
            ? await embedQueries(this.embedder, [texts[i]!])
            : await this.embedder.embed([texts[i]!]);
        return Float32Array.from(v!);
      }),
    );
  }
}

const hash = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** Vectors are unit length (the port's promise): the dot product is the cosine. */
function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) sum += a[i]! * b[i]!;
  return Math.round(sum * 1e4) / 1e4;
}
