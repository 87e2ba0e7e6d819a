import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The embedder port: text → unit-length vectors of a fixed size. */
export interface Embedder {
  /** A stable name, e.g. `lexical-hash-384` or `openai:text-embedding-3-small`. */
  readonly id: string;
  readonly dims: number;
  embed(texts: string[]): Promise<number[][]>;
  /** Releases what the embedder holds (a model's worker thread); optional. */
  close?(): Promise<void>;
}

export type EmbedderProvider = 'auto' | 'openai' | 'local' | 'lexical';

export interface EmbedderSettings {
  /** `auto` (default): the API when configured, else the local model when present, else lexical. */
  provider?: EmbedderProvider;
  /** OpenAI-compatible embeddings API (EMBEDDINGS_BASE_URL / _API_KEY / _MODEL / _DIMS). */
  openai?: { baseUrl?: string; apiKey?: string; model?: string; dims?: number };
  /** Directory of a local sentence-embedding model (default: <repo>/models/all-MiniLM-L6-v2). */
  localModelDir?: string;
  /** Size of the lexical embedder's vectors. */
  lexicalDims?: number;
  /** Told which embedder was chosen and why another was not. */
  log?: (message: string) => void;
}

// The repository root, from services/platform/{src,dist}/embed/index.*
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEFAULT_LOCAL_MODEL_DIR = resolve(ROOT, 'models/all-MiniLM-L6-v2');
export const DEFAULT_OPENAI_MODEL = 'text-embedding-3-small';

/** Whether the settings name an embeddings API. */
export const openAiConfigured = (s: EmbedderSettings): boolean =>
  Boolean(s.openai?.baseUrl || s.openai?.apiKey);

/**
 * Picks the embedder from config, in this order: an OpenAI-compatible API when configured; a real
 * local model when its files (and the runtime package) are present; otherwise the deterministic
 * lexical embedder. An explicit provider fails instead of falling back.
 */
export async function openEmbedder(settings: EmbedderSettings = {}): Promise<Embedder> {
  const provider = settings.provider ?? 'auto';
  const log = settings.log ?? (() => undefined);
  if (provider === 'openai' || (provider === 'auto' && openAiConfigured(settings))) {
    const { OpenAiEmbedder } = await import('./openai.js');
    const e = await OpenAiEmbedder.open({
      baseUrl: settings.openai?.baseUrl,
      apiKey: settings.openai?.apiKey,
      model: settings.openai?.model || DEFAULT_OPENAI_MODEL,
      dims: settings.openai?.dims,
    });
    log(`embedder: ${e.id} (${e.dims} dims)`);
    return e;
  }
  if (provider === 'local' || provider === 'auto') {
    const dir = settings.localModelDir ?? DEFAULT_LOCAL_MODEL_DIR;
    const { LocalModelEmbedder, findLocalModel } = await import('./local-model.js');
    if (provider === 'local' || (await findLocalModel(dir))) {
      try {
        const e = await LocalModelEmbedder.open(dir);
        log(`embedder: ${e.id} (${e.dims} dims) from ${dir}`);
        return e;
      } catch (err) {
        if (provider === 'local') throw err;
        log(
          `embedder: local model in ${dir} not usable (${err instanceof Error ? err.message : String(err)}); using lexical`,
        );
      }
    }
  }
  const { LexicalEmbedder } = await import('./lexical.js');
  const e = new LexicalEmbedder(settings.lexicalDims ?? 384);
  log(`embedder: ${e.id}`);
  return e;
}
