import { basename, resolve } from 'node:path';
import { findOnnxModel, onnxModelData } from '../../onnx/model-files.js';
import {
  leaseModelProcess,
  type HostedModel,
  type ModelProcessLease,
  type ModelProcessOptions,
} from '../../onnx/model-process.js';
import type { Reranker } from '../port.js';

/**
 * Scoring runs in the shared model process, as the embedder's inference does (a native crash
 * fails the query's reranking, not the service). One logit per pair (ms-marco style) is the
 * score; a two-class head scores by its last logit minus the first (the "relevant" class
 * against the other).
 */
const RERANK_SETUP = `async (require, data) => {
  const t = require(data.modulePath);
  t.env.allowRemoteModels = false;
  t.env.allowLocalModels = true;
  t.env.localModelPath = data.localModelPath;
  const opts = { dtype: data.dtype, device: 'cpu' };
  const tokenizer = await t.AutoTokenizer.from_pretrained(data.modelId);
  const model = await t.AutoModelForSequenceClassification.from_pretrained(data.modelId, opts);
  return async ({ query, passages }) => {
    const inputs = tokenizer(passages.map(() => query), {
      text_pair: passages, padding: true, truncation: true, max_length: data.maxLength,
    });
    const { logits } = await model(inputs);
    const [n, labels] = logits.dims;
    const out = logits.data;
    const scores = new Float64Array(n);
    for (let i = 0; i < n; i++)
      scores[i] = labels === 1 ? out[i] : out[i * labels + labels - 1] - out[i * labels];
    return { scores };
  };
}`;

/**
 * A cross-encoder (e.g. ms-marco-MiniLM-L-6-v2) run by @huggingface/transformers on
 * onnxruntime-node from local files only: it reads the query and a passage together, so it
 * judges relevance better than comparing two separately made vectors — at a cost per passage.
 * The model is loaded on first use: a service that never searches does not hold it.
 */
export class CrossEncoderReranker implements Reranker {
  private constructor(
    readonly id: string,
    private readonly lease: ModelProcessLease,
    private readonly model: HostedModel,
  ) {}

  /** Checks the model's files and the runtime package; throws when either is missing. */
  static async open(
    modelDir: string,
    options: { maxLength?: number; process?: ModelProcessOptions } = {},
  ): Promise<CrossEncoderReranker> {
    const dir = resolve(modelDir);
    const onnx = await findOnnxModel(dir);
    if (!onnx) throw new Error(`no cross-encoder model in ${dir}`);
    const data = {
      ...onnxModelData(dir, onnx),
      // Passages are chunks of ~1000 characters: 512 tokens holds a query and a chunk.
      maxLength: options.maxLength ?? 512,
    };
    return new CrossEncoderReranker(
      `cross-encoder:${basename(dir)}`,
      leaseModelProcess(options.process),
      { key: `rerank:${JSON.stringify(data)}`, setup: RERANK_SETUP, data },
    );
  }

  async score(query: string, passages: string[]): Promise<number[]> {
    if (passages.length === 0) return [];
    const { scores } = await this.lease.process
      .request<{ scores?: Float64Array }>(this.model, { query, passages })
      .catch((err: unknown) => {
        throw new Error(`reranking failed: ${err instanceof Error ? err.message : String(err)}`, {
          cause: err,
        });
      });
    if (!scores) throw new Error('reranking failed: no output');
    if (scores.length !== passages.length)
      throw new Error(`reranking gave ${scores.length} scores for ${passages.length} passages`);
    return Array.from(scores);
  }

  close(): Promise<void> {
    return this.lease.release();
  }
}
