/** The embedder port: text → unit-length vectors of a fixed size. */
export interface Embedder {
  /** A stable name, e.g. `lexical-hash-384` or `openai:text-embedding-3-small`. */
  readonly id: string;
  readonly dims: number;
  /**
   * `semantic`: a trained model whose ranking adds to BM25's; `lexical`: the hashed-words
   * fallback, which only repeats BM25 weakly (hybrid search leaves it out of fusion).
   */
  readonly kind: 'semantic' | 'lexical';
  /**
   * The languages a model was trained on, when declared: `en` English only (its vectors are noise
   * for other languages), `multi` many. Absent: not declared (search falls back on known names).
   */
  readonly languages?: EmbedderLanguages;
  /** Document passages → vectors. */
  embed(texts: string[]): Promise<number[][]>;
  /**
   * Search queries → vectors, for models trained with distinct query and passage inputs (e5's
   * "query: " / "passage: " prefixes). Absent: queries are embedded like passages.
   */
  embedQuery?(texts: string[]): Promise<number[][]>;
  /** Releases what the embedder holds (its share of the model process); optional. */
  close?(): Promise<void>;
}

export type EmbedderLanguages = 'en' | 'multi';

export type EmbedderProvider = 'auto' | 'openai' | 'local' | 'lexical';

export interface EmbedderSettings {
  /** `auto` (default): the API when configured, else the local model when present, else lexical. */
  provider?: EmbedderProvider;
  /**
   * OpenAI-compatible embeddings API (EMBEDDINGS_BASE_URL / _API_KEY / _MODEL / _DIMS /
   * _QUERY_MODEL / _LANGUAGES).
   */
  openai?: {
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    dims?: number;
    /** The model asked for search queries (e.g. `e5-query`); unset: `model`. */
    queryModel?: string;
    languages?: EmbedderLanguages;
  };
  /**
   * The local model: a name from LOCAL_MODELS (`minilm`, `multilingual`) or a directory
   * (default: <repo>/models/all-MiniLM-L6-v2).
   */
  localModelDir?: string;
  /** The local model's process (its V8 heap limit); see onnx/model-process.ts. */
  modelProcess?: { maxOldSpaceMb?: number };
  /** Size of the lexical embedder's vectors. */
  lexicalDims?: number;
  /** Told which embedder was chosen and why another was not. */
  log?: (message: string) => void;
}

/** Whether the settings name an embeddings API. */
export const openAiConfigured = (s: EmbedderSettings): boolean =>
  Boolean(s.openai?.baseUrl || s.openai?.apiKey);

/** Scales a vector to unit length (the port promises unit-length vectors). */
export function l2normalise(vector: number[]): number[] {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  return norm > 0 ? vector.map((x) => x / norm) : vector;
}

/** Embeds search queries the way the embedder asks for (its query form when it has one). */
export const embedQueries = (embedder: Embedder, texts: string[]): Promise<number[][]> =>
  embedder.embedQuery ? embedder.embedQuery(texts) : embedder.embed(texts);
