import OpenAI from 'openai';
import { l2normalise, type Embedder } from '../port.js';

export interface OpenAiEmbedderSettings {
  /** An OpenAI-compatible API, e.g. https://api.openai.com/v1 or a local server's /v1. */
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** Asked of models that can shorten their vectors (text-embedding-3-*); else learned. */
  dims?: number;
  batchSize?: number;
  timeoutMs?: number;
  maxRetries?: number;
}

/** Embeddings from an OpenAI-compatible `/embeddings` endpoint through the official client. */
export class OpenAiEmbedder implements Embedder {
  readonly kind = 'semantic';
  private constructor(
    readonly id: string,
    readonly dims: number,
    private readonly client: OpenAI,
    private readonly settings: OpenAiEmbedderSettings,
  ) {}

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
      const probe = await OpenAiEmbedder.request(client, settings, ['dimension probe']);
      dims = probe[0]?.length ?? 0;
      if (!dims) throw new Error('embeddings API returned an empty vector');
    }
    return new OpenAiEmbedder(`openai:${settings.model}`, dims, client, settings);
  }

  private static async request(
    client: OpenAI,
    settings: OpenAiEmbedderSettings,
    input: string[],
  ): Promise<number[][]> {
    const res = await client.embeddings.create({
      model: settings.model,
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

  async embed(texts: string[]): Promise<number[][]> {
    const batch = this.settings.batchSize ?? 64;
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += batch) {
      // The API refuses empty strings; a blank chunk embeds as a single space.
      const input = texts.slice(i, i + batch).map((t) => (t.trim() ? t : ' '));
      const vectors = await OpenAiEmbedder.request(this.client, this.settings, input);
      for (const v of vectors) {
        if (v.length !== this.dims)
          throw new Error(`embeddings API changed vector size: ${v.length} ≠ ${this.dims}`);
        out.push(v);
      }
    }
    return out;
  }
}
