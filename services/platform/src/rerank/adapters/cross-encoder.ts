import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Reranker } from '../port.js';

/** The files a cross-encoder needs (the @huggingface/transformers layout). */
const MODEL_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json'];
const ONNX_FILES = ['onnx/model.onnx', 'onnx/model_quantized.onnx'];

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The ONNX file of a cross-encoder directory, or null when its files are not all there. */
export async function findCrossEncoder(dir: string): Promise<string | null> {
  for (const f of MODEL_FILES) if (!(await exists(join(dir, f)))) return null;
  for (const f of ONNX_FILES) if (await exists(join(dir, f))) return f;
  return null;
}

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

interface Reply {
  id: number;
  scores?: Float64Array;
  error?: string;
}

/**
 * A cross-encoder (e.g. ms-marco-MiniLM-L-6-v2) run by @huggingface/transformers on
 * onnxruntime-node from local files only: it reads the query and a passage together, so it
 * judges relevance better than comparing two separately made vectors — at a cost per passage.
 */
export class CrossEncoderReranker implements Reranker {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(r: Reply): void; reject(e: Error): void }>();
  private worker: Worker | undefined;

  private constructor(
    readonly id: string,
    private readonly startWorker: () => Worker,
  ) {}

  /** Checks the model's files and the runtime package; throws when either is missing. */
  static async open(
    modelDir: string,
    options: { maxLength?: number } = {},
  ): Promise<CrossEncoderReranker> {
    const dir = resolve(modelDir);
    const onnx = await findCrossEncoder(dir);
    if (!onnx) throw new Error(`no cross-encoder model in ${dir}`);
    const require = createRequire(import.meta.url);
    const modulePath = require.resolve('@huggingface/transformers');
    require.resolve('onnxruntime-node');
    return new CrossEncoderReranker(
      `cross-encoder:${basename(dir)}`,
      () =>
        new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: {
            modulePath,
            localModelPath: `${dirname(dir)}/`,
            modelId: basename(dir),
            dtype: onnx.endsWith('_quantized.onnx') ? 'q8' : 'fp32',
            // Passages are chunks of ~1000 characters: 512 tokens holds a query and a chunk.
            maxLength: options.maxLength ?? 512,
          },
        }),
    );
  }

  /** The model is loaded on first use: a service that never searches does not hold it. */
  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.startWorker();
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const p = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      p?.resolve(reply);
    });
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', (code) => {
      this.worker = undefined;
      this.failAll(new Error(`reranker worker exited (${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  async score(query: string, passages: string[]): Promise<number[]> {
    if (passages.length === 0) return [];
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ensureWorker().postMessage({ id, query, passages });
    });
    if (reply.error || !reply.scores)
      throw new Error(`reranking failed: ${reply.error ?? 'no output'}`);
    if (reply.scores.length !== passages.length)
      throw new Error(
        `reranking gave ${reply.scores.length} scores for ${passages.length} passages`,
      );
    return Array.from(reply.scores);
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }
}
