import { basename, resolve } from 'node:path';
import { findOnnxModel, onnxWorkerData } from '../../onnx/model-files.js';
import { ModelWorker } from '../../onnx/model-worker.js';
import type { Reranker } from '../port.js';

/**
 * Scoring runs in a worker thread, as the embedder does: a cross-encoder pass over 20 pairs is
 * CPU-bound for tens of milliseconds and would otherwise stall the service's event loop.
 * One logit per pair (ms-marco style) is the score; a two-class head scores by its last logit
 * minus the first (the "relevant" class against the other).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const t = require(workerData.modulePath);
t.env.allowRemoteModels = false;
t.env.allowLocalModels = true;
t.env.localModelPath = workerData.localModelPath;
const opts = { dtype: workerData.dtype, device: 'cpu' };
const ready = Promise.all([
  t.AutoTokenizer.from_pretrained(workerData.modelId),
  t.AutoModelForSequenceClassification.from_pretrained(workerData.modelId, opts),
]);
parentPort.on('message', async ({ id, query, passages }) => {
  try {
    const [tokenizer, model] = await ready;
    const inputs = tokenizer(passages.map(() => query), {
      text_pair: passages, padding: true, truncation: true, max_length: workerData.maxLength,
    });
    const { logits } = await model(inputs);
    const [n, labels] = logits.dims;
    const data = logits.data;
    const scores = new Float64Array(n);
    for (let i = 0; i < n; i++)
      scores[i] = labels === 1 ? data[i] : data[i * labels + labels - 1] - data[i * labels];
    parentPort.postMessage({ id, scores }, [scores.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

/**
 * A cross-encoder (e.g. ms-marco-MiniLM-L-6-v2) run by @huggingface/transformers on
 * onnxruntime-node from local files only: it reads the query and a passage together, so it
 * judges relevance better than comparing two separately made vectors — at a cost per passage.
 * The model is loaded on first use: a service that never searches does not hold it.
 */
export class CrossEncoderReranker implements Reranker {
  private constructor(
    readonly id: string,
    private readonly worker: ModelWorker<
      { query: string; passages: string[] },
      { scores: Float64Array }
    >,
  ) {}

  /** Checks the model's files and the runtime package; throws when either is missing. */
  static async open(
    modelDir: string,
    options: { maxLength?: number } = {},
  ): Promise<CrossEncoderReranker> {
    const dir = resolve(modelDir);
    const onnx = await findOnnxModel(dir);
    if (!onnx) throw new Error(`no cross-encoder model in ${dir}`);
    return new CrossEncoderReranker(
      `cross-encoder:${basename(dir)}`,
      new ModelWorker('reranking', WORKER_SOURCE, {
        ...onnxWorkerData(dir, onnx),
        // Passages are chunks of ~1000 characters: 512 tokens holds a query and a chunk.
        maxLength: options.maxLength ?? 512,
      }),
    );
  }

  async score(query: string, passages: string[]): Promise<number[]> {
    if (passages.length === 0) return [];
    const { scores } = await this.worker.request({ query, passages });
    if (!scores) throw new Error('reranking failed: no output');
    if (scores.length !== passages.length)
      throw new Error(`reranking gave ${scores.length} scores for ${passages.length} passages`);
    return Array.from(scores);
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
