import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fileExists as exists, findOnnxModel, onnxModelData } from '../../onnx/model-files.js';
import {
  leaseModelProcess,
  type HostedModel,
  type ModelProcessLease,
  type ModelProcessOptions,
} from '../../onnx/model-process.js';
import type { Embedder, EmbedderLanguages } from '../port.js';

/**
 * How a model turns token vectors into one sentence vector, and the text it expects before a
 * query or a passage (e5 models are trained with "query: " / "passage: "; MiniLM with none).
 */
export interface ModelProfile {
  pooling: 'mean' | 'cls';
  queryPrefix: string;
  passagePrefix: string;
  /** The languages the model was trained on (see Embedder.languages); absent: not declared. */
  languages?: EmbedderLanguages;
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
  if (raw.languages !== undefined) {
    if (raw.languages !== 'en' && raw.languages !== 'multi')
      throw new Error(`${file}: languages must be "en" or "multi"`);
    profile.languages = raw.languages;
  }
  return profile;
}

/**
 * Loads the model in the model process and answers `{ texts }` with the pooled, normalised
 * vectors (one Float32Array, n × dims). Exported for the bench, which runs it in-process too.
 */
export const EMBED_SETUP = `async (require, data) => {
  const t = require(data.modulePath);
  t.env.allowRemoteModels = false;
  t.env.allowLocalModels = true;
  t.env.localModelPath = data.localModelPath;
  const extract = await t.pipeline('feature-extraction', data.modelId, { dtype: data.dtype, device: 'cpu' });
  return async ({ texts }) => {
    const out = await extract(texts, { pooling: data.pooling, normalize: true });
    const [n, dims] = out.dims;
    return { n, dims, data: Float32Array.from(out.data) };
  };
}`;

/** The model process's answer to one batch. */
interface EmbedReply {
  n: number;
  dims: number;
  data: Float32Array;
}

/**
 * A real sentence-embedding model (e.g. all-MiniLM-L6-v2, 384 dims) run by
 * @huggingface/transformers on onnxruntime-node, from local files only: remote model loading
 * is switched off, so nothing is fetched from a model hub at run time.
 * Pooling (mean or CLS) and query/passage prefixes follow the model's profile
 * (readModelProfile); vectors are L2-normalised, as sentence-transformers does.
 * Inference runs in the shared model process (onnx/model-process.ts), loaded on first use: an
 * idle service does not hold the model, and a native crash fails the batch, not the service.
 */
export class LocalModelEmbedder implements Embedder {
  dims = 0;
  readonly kind = 'semantic';
  readonly languages?: EmbedderLanguages;

  private constructor(
    readonly id: string,
    private readonly lease: ModelProcessLease,
    private readonly model: HostedModel,
    private readonly batchSize: number,
    private readonly profile: ModelProfile,
  ) {
    this.languages = profile.languages;
  }

  /**
   * Checks the model's files and the runtime package; throws when either is missing. The size
   * of its vectors comes from the model's config (hidden_size), or from one probe if absent.
   */
  static async open(
    modelDir: string,
    options: { batchSize?: number; process?: ModelProcessOptions } = {},
  ): Promise<LocalModelEmbedder> {
    const dir = resolve(modelDir);
    const onnx = await findOnnxModel(dir);
    if (!onnx) throw new Error(`no local embedding model in ${dir}`);
    const profile = await readModelProfile(dir);
    const data = { ...onnxModelData(dir, onnx), pooling: profile.pooling };
    const embedder = new LocalModelEmbedder(
      `local:${basename(dir)}`,
      leaseModelProcess(options.process),
      { key: `embed:${JSON.stringify(data)}`, setup: EMBED_SETUP, data },
      options.batchSize ?? 16,
      profile,
    );
    const config = (await readFile(join(dir, 'config.json'), 'utf8')
      .then(JSON.parse)
      .catch(async (err: unknown) => {
        await embedder.close();
        throw err;
      })) as { hidden_size?: unknown };
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

  private async run(texts: string[]): Promise<number[][]> {
    const { n, dims, data } = await this.lease.process
      .request<EmbedReply>(this.model, { texts })
      .catch((err: unknown) => {
        throw new Error(`embedding failed: ${err instanceof Error ? err.message : String(err)}`, {
          cause: err,
        });
      });
    if (!data || !n || !dims) throw new Error('embedding failed: no output');
    const out: number[][] = [];
    for (let i = 0; i < n; i++) out.push(Array.from(data.subarray(i * dims, (i + 1) * dims)));
    return out;
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

  close(): Promise<void> {
    return this.lease.release();
  }
}
