// Embedding throughput of the local model (all-MiniLM-L6-v2 on onnxruntime-node) run in this
// process against the model process the service uses (onnx/model-process.ts), and the cost of
// the IPC alone per batch (a model that only returns vectors of the same size). Prints figures;
// asserts nothing.
//   npx tsx bench/embedding-process.ts        CHUNKS=320 (chunk-sized texts from the UDHR), ROUNDS=2
import { createRequire } from 'node:module';
import { udhrCorpus } from '@winzmail/testing/udhr-corpus';
import { DEFAULT_LOCAL_MODEL_DIR, openEmbedder } from '../services/platform/src/embed/index.js';
import { EMBED_SETUP } from '../services/platform/src/embed/adapters/local-model.js';
import { findOnnxModel, onnxModelData } from '../services/platform/src/onnx/model-files.js';
import { ModelProcess } from '../services/platform/src/onnx/model-process.js';

const CHUNKS = Number(process.env.CHUNKS ?? 320);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
/** The embedder's batch per request (LocalModelEmbedder's default). */
const BATCH = 16;

const texts = (await udhrCorpus(CHUNKS, 1000)).map((d) => d.text.slice(0, 1000));
const batches: string[][] = [];
for (let i = 0; i < texts.length; i += BATCH) batches.push(texts.slice(i, i + BATCH));

async function timed(embed: (batch: string[]) => Promise<unknown>): Promise<number> {
  await embed(batches[0]!); // warm-up: loads the model
  let best = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    for (const b of batches) await embed(b);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

const onnx = await findOnnxModel(DEFAULT_LOCAL_MODEL_DIR);
if (!onnx) throw new Error(`no model in ${DEFAULT_LOCAL_MODEL_DIR}`);
const data = { ...onnxModelData(DEFAULT_LOCAL_MODEL_DIR, onnx), pooling: 'mean' };

// In this process: the same setup the model process evaluates, on the main thread.
const setup = new Function(`return (${EMBED_SETUP})`)() as (
  require: NodeJS.Require,
  data: object,
) => Promise<(p: { texts: string[] }) => Promise<unknown>>;
const inProcess = await setup(createRequire(import.meta.url), data);
const inMs = await timed((b) => inProcess({ texts: b }));
console.error(`in-process: ${inMs.toFixed(0)} ms`);

const embedder = await openEmbedder({ provider: 'local' });
const childMs = await timed((b) => embedder.embed(b));
console.error(`model process: ${childMs.toFixed(0)} ms`);
await embedder.close?.();

// The IPC alone: 16 chunk texts out, 16 × 384 floats back, no inference.
const echo = new ModelProcess();
const ECHO = {
  key: 'echo',
  data: {},
  setup: `async () => async ({ texts }) => ({ n: texts.length, dims: 384, data: new Float32Array(texts.length * 384) })`,
};
const ipcMs = await timed((b) => echo.request(ECHO, { texts: b }));
await echo.close();

const rate = (ms: number) => ((CHUNKS / ms) * 1000).toFixed(1);
console.log(`${CHUNKS} chunks of ~1000 characters, batches of ${BATCH}, best of ${ROUNDS} rounds`);
console.log(`in-process (main thread)   ${rate(inMs).padStart(7)} chunks/s`);
console.log(`model process (child)      ${rate(childMs).padStart(7)} chunks/s`);
console.log(
  `IPC alone                  ${((ipcMs / batches.length) * 1000).toFixed(0).padStart(7)} µs per batch`,
);
