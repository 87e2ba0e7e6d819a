import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

/** The files every model needs in the @huggingface/transformers layout (embedder, reranker). */
const MODEL_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json'];
const ONNX_FILES = ['onnx/model.onnx', 'onnx/model_quantized.onnx'];

export const fileExists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/** The ONNX file of a model directory, or null when the model's files are not all there. */
export async function findOnnxModel(dir: string): Promise<string | null> {
  for (const f of MODEL_FILES) if (!(await fileExists(join(dir, f)))) return null;
  for (const f of ONNX_FILES) if (await fileExists(join(dir, f))) return f;
  return null;
}

/** What the model process needs to load a model from local files with @huggingface/transformers. */
export interface OnnxModelData {
  modulePath: string;
  localModelPath: string;
  modelId: string;
  dtype: 'q8' | 'fp32';
}

/**
 * The model process's load settings for the model in `dir` (whose ONNX file is `onnx`); throws
 * when the runtime packages are not installed (they are optional dependencies).
 */
export function onnxModelData(dir: string, onnx: string): OnnxModelData {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('@huggingface/transformers');
  require.resolve('onnxruntime-node');
  return {
    modulePath,
    localModelPath: `${dirname(dir)}/`,
    modelId: basename(dir),
    dtype: onnx.endsWith('_quantized.onnx') ? 'q8' : 'fp32',
  };
}
