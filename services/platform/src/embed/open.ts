import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOnnxModel } from '../onnx/model-files.js';
import { openAiConfigured, type Embedder, type EmbedderSettings } from './port.js';

// The repository root, from services/platform/{src,dist}/embed/open.*
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const MODELS_DIR = resolve(ROOT, 'models');
export const DEFAULT_LOCAL_MODEL_DIR = resolve(MODELS_DIR, 'all-MiniLM-L6-v2');

/**
 * Local models by name (EMBEDDINGS_LOCAL_MODEL). `multilingual` is the directory an operator fills
 * with a multilingual model in the same layout (see docs/models.md); no registry package ships one
 * that fetch scripts could lay out.
 */
export const LOCAL_MODELS: Readonly<Record<string, string>> = {
  minilm: DEFAULT_LOCAL_MODEL_DIR,
  multilingual: resolve(MODELS_DIR, 'multilingual-e5-small'),
};

/** A model name from LOCAL_MODELS, or a directory (relative to the working directory). */
export const localModelDir = (nameOrDir: string): string =>
  LOCAL_MODELS[nameOrDir] ?? resolve(nameOrDir);
export const DEFAULT_OPENAI_MODEL = 'text-embedding-3-small';

/**
 * Picks the embedder from config, in this order: an OpenAI-compatible API when configured; a real
 * local model when its files (and the runtime package) are present; otherwise the deterministic
 * lexical embedder. An explicit provider fails instead of falling back.
 */
export async function openEmbedder(settings: EmbedderSettings = {}): Promise<Embedder> {
  const provider = settings.provider ?? 'auto';
  const log = settings.log ?? (() => undefined);
  if (provider === 'openai' || (provider === 'auto' && openAiConfigured(settings))) {
    const { OpenAiEmbedder } = await import('./adapters/openai.js');
    const e = await OpenAiEmbedder.open({
      baseUrl: settings.openai?.baseUrl,
      apiKey: settings.openai?.apiKey,
      model: settings.openai?.model || DEFAULT_OPENAI_MODEL,
      dims: settings.openai?.dims,
      queryModel: settings.openai?.queryModel,
      languages: settings.openai?.languages,
    });
    log(`embedder: ${e.id} (${e.dims} dims)`);
    return e;
  }
  if (provider === 'local' || provider === 'auto') {
    const dir = localModelDir(settings.localModelDir ?? DEFAULT_LOCAL_MODEL_DIR);
    const { LocalModelEmbedder } = await import('./adapters/local-model.js');
    if (provider === 'local' || (await findOnnxModel(dir))) {
      try {
        const e = await LocalModelEmbedder.open(dir, {
          process: { ...settings.modelProcess, log },
        });
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
  const { LexicalEmbedder } = await import('./adapters/lexical.js');
  const e = new LexicalEmbedder(settings.lexicalDims ?? 384);
  log(`embedder: ${e.id}`);
  return e;
}

/** Whether a local model's files are in `dir` (a name or a directory; tests and benches choose by it). */
export async function localModelPresent(dir: string = DEFAULT_LOCAL_MODEL_DIR): Promise<boolean> {
  return (await findOnnxModel(localModelDir(dir))) !== null;
}
