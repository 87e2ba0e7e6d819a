import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOnnxModel } from '../onnx/model-files.js';
import type { Reranker } from './port.js';

// The repository root, from services/platform/{src,dist}/rerank/open.*
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEFAULT_RERANKER_DIR = resolve(ROOT, 'models/ms-marco-MiniLM-L-6-v2');

export interface RerankerSettings {
  /** `auto` (default): the cross-encoder when its files are present; `off`: none. */
  mode?: 'auto' | 'off';
  /** Directory of a cross-encoder model (default: <repo>/models/ms-marco-MiniLM-L-6-v2). */
  modelDir?: string;
  /** The model process's V8 heap limit (shared with the local embedder); see onnx/model-process.ts. */
  modelProcess?: { maxOldSpaceMb?: number };
  /** Told which reranker was chosen, or why none. */
  log?: (message: string) => void;
}

/**
 * The reranker from config, or undefined — reranking is optional: without one the fused order
 * stands. Absent or unusable model files are logged, not thrown: search still works.
 */
export async function openReranker(settings: RerankerSettings = {}): Promise<Reranker | undefined> {
  const log = settings.log ?? (() => undefined);
  if (settings.mode === 'off') {
    log('reranker: off');
    return undefined;
  }
  const dir = resolve(settings.modelDir ?? DEFAULT_RERANKER_DIR);
  const { CrossEncoderReranker } = await import('./adapters/cross-encoder.js');
  if (!(await findOnnxModel(dir))) {
    log(`reranker: none (no cross-encoder model in ${dir})`);
    return undefined;
  }
  try {
    const r = await CrossEncoderReranker.open(dir, {
      process: { ...settings.modelProcess, log },
    });
    log(`reranker: ${r.id} from ${dir}`);
    return r;
  } catch (err) {
    log(`reranker: none (${err instanceof Error ? err.message : String(err)})`);
    return undefined;
  }
}

/** Whether a cross-encoder's files are in `dir` (tests and benches choose by it). */
export async function rerankerPresent(dir: string = DEFAULT_RERANKER_DIR): Promise<boolean> {
  return (await findOnnxModel(resolve(dir))) !== null;
}
