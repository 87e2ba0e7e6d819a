import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Embedder } from '../port.js';

/** The files a sentence-embedding model needs (the @huggingface/transformers layout). */
const MODEL_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json'];
const ONNX_FILES = ['onnx/model.onnx', 'onnx/model_quantized.onnx'];

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * How a model turns token vectors into one sentence vector, and the text it expects before a
 * query or a passage (e5 models are trained with "query: " / "passage: "; MiniLM with none).
 */
export interface ModelProfile {
  pooling: 'mean' | 'cls';
  queryPrefix: string;
  passagePrefix: string;
}

/** The profile file the fetch scripts write beside a model's files. */
export const PROFILE_FILE = 'winzmail-model.json';

/**
 * A model's profile: from winzmail-model.json when present, else from sentence-transformers'
 * 1_Pooling/config.json (CLS vs mean), else mean pooling without prefixes. A malformed profile
 * is an error, not a silent default: wrong pooling or a missing prefix quietly spoils ranking.
 */
export async function readModelProfile(dir: string): Promise<ModelProfile> {
  const profile: ModelProfile = { pooling: 'mean', queryPrefix: '', passagePrefix: '' };
  const pooling = join(dir, '1_Pooling', 'config.json');
  if (await exists(pooling)) {
    const st = JSON.parse(await readFile(pooling, 'utf8')) as Record<string, unknown>;
    if (st.pooling_mode_cls_token === true) profile.pooling = 'cls';
  }
  const file = join(dir, PROFILE_FILE);
  if (!(await exists(file))) return profile;
  const raw = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  if (raw.pooling !== undefined) {
    if (raw.pooling !== 'mean' && raw.pooling !== 'cls')
      throw new Error(`${file}: pooling must be "mean" or "cls"`);
    profile.pooling = raw.pooling;
  }
  for (const key of ['queryPrefix', 'passagePrefix'] as const) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] !== 'string') throw new Error(`${file}: ${key} must be a string`);
    profile[key] = raw[key];
  }
  return profile;
}

/** The ONNX file of a model directory, or null when the model's files are not all there. */
export async function findLocalModel(dir: string): Promise<string | null> {
  for (const f of MODEL_FILES) if (!(await exists(join(dir, f)))) return null;
  for (const f of ONNX_FILES) if (await exists(join(dir, f))) return f;
  return null;
}

/**
 * The model runs in a worker thread: inference is CPU-bound and would otherwise stall the
 * service's event loop (gRPC calls, uploads) for the length of every batch.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const t = require(workerData.modulePath);
t.env.allowRemoteModels = false;
t.env.allowLocalModels = true;
t.env.localModelPath = workerData.localModelPath;
const ready = t.pipeline('feature-extraction', workerData.modelId, { dtype: workerData.dtype, device: 'cpu' });
parentPort.on('message', async ({ id, texts }) => {
  try {
    const extract = await ready;
    const out = await extract(texts, { pooling: workerData.pooling, normalize: true });
    const [n, dims] = out.dims;
    const data = Float32Array.from(out.data);
    parentPort.postMessage({ id, n, dims, data }, [data.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

interface Reply {
  id: number;
  n?: number;
  dims?: number;
  data?: Float32Array;
  error?: string;
}

/**
 * A real sentence-embedding model (e.g. all-MiniLM-L6-v2, 384 dims) run by
 * @huggingface/transformers on onnxruntime-node, from local files only: remote model loading
 * is switched off, so nothing is fetched from a model hub at run time.
 * Pooling (mean or CLS) and query/passage prefixes follow the model's profile
 * (readModelProfile); vectors are L2-normalised, as sentence-transformers does.
 */
export class LocalModelEmbedder implements Embedder {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(r: Reply): void; reject(e: Error): void }>();
  private worker: Worker | undefined;
  dims = 0;
  readonly kind = 'semantic';

  private constructor(
    readonly id: string,
    private readonly startWorker: () => Worker,
    private readonly batchSize: number,
    private readonly profile: ModelProfile,
  ) {}

  /** The model is loaded on first use: an idle service does not hold it in memory. */
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
      this.failAll(new Error(`embedding worker exited (${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  /**
   * Checks the model's files and the runtime package; throws when either is missing. The size
   * of its vectors comes from the model's config (hidden_size), or from one probe if absent.
   */
  static async open(
    modelDir: string,
    options: { batchSize?: number } = {},
  ): Promise<LocalModelEmbedder> {
    const dir = resolve(modelDir);
    const onnx = await findLocalModel(dir);
    if (!onnx) throw new Error(`no local embedding model in ${dir}`);
    const require = createRequire(import.meta.url);
    const modulePath = require.resolve('@huggingface/transformers');
    require.resolve('onnxruntime-node');
    const profile = await readModelProfile(dir);
    const embedder = new LocalModelEmbedder(
      `local:${basename(dir)}`,
      () =>
        new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: {
            modulePath,
            localModelPath: `${dirname(dir)}/`,
            modelId: basename(dir),
            dtype: onnx.endsWith('_quantized.onnx') ? 'q8' : 'fp32',
            pooling: profile.pooling,
          },
        }),
      options.batchSize ?? 16,
      profile,
    );
    const config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8')) as {
      hidden_size?: unknown;
    };
    if (typeof config.hidden_size === 'number' && config.hidden_size > 0) {
      embedder.dims = config.hidden_size;
      return embedder;
    }
    try {
      const [probe] = await embedder.run(['dimension probe']);
      if (!probe?.length) throw new Error(`local embedding model in ${dir} gave no vector`);
      embedder.dims = probe.length;
    } catch (err) {
      await embedder.close();
      throw err;
    }
    return embedder;
  }

  private run(texts: string[]): Promise<number[][]> {
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ensureWorker().postMessage({ id, texts });
    }).then((reply) => {
      if (reply.error || !reply.data || !reply.n || !reply.dims)
        throw new Error(`embedding failed: ${reply.error ?? 'no output'}`);
      const out: number[][] = [];
      for (let i = 0; i < reply.n; i++)
        out.push(Array.from(reply.data.subarray(i * reply.dims, (i + 1) * reply.dims)));
      return out;
    });
  }

  /** Passages (document chunks): with the model's passage prefix. */
  embed(texts: string[]): Promise<number[][]> {
    return this.embedWith(this.profile.passagePrefix, texts);
  }

  /** Search queries: with the model's query prefix (the same as embed when it has none). */
  embedQuery(texts: string[]): Promise<number[][]> {
    return this.embedWith(this.profile.queryPrefix, texts);
  }

  private async embedWith(prefix: string, texts: string[]): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += this.batchSize) {
      const batch = texts.slice(i, i + this.batchSize).map((t) => prefix + (t.trim() ? t : ' '));
      out.push(...(await this.run(batch)));
    }
    return out;
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }
}
