import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A model the process hosts: `setup` is the source of an async function `(require, data) =>
 * handler` that loads the model once, `handler(payload)` answers one request. `key` names the
 * loaded model (two adapters with the same key share it).
 */
export interface HostedModel {
  key: string;
  setup: string;
  data: object;
}

export interface ModelProcessOptions {
  /** The child's V8 old-space limit (`--max-old-space-size`); unset: Node's default. */
  maxOldSpaceMb?: number;
  /** Told when the process dies (it is started again on the next request). */
  log?: (message: string) => void;
}

/** A request failed because the model process died under it (or was stopped). */
export class ModelProcessExited extends Error {}

/** What the child posts back: the request's id, and its error or its result. */
type Reply = { id: number; error?: string; result?: unknown };

/** The process title, so an operator (or a test) can tell the model process in `ps`. */
export const MODEL_PROCESS_TITLE = 'winzmail-models';

/**
 * The child's program. Models load one at a time (transformers.js reads its local model path
 * from a global setting); a model whose load failed is loaded again on the next request. The
 * child exits when its parent goes (the IPC channel closes), so it never outlives the service.
 */
const CHILD_SOURCE = `
process.title = ${JSON.stringify(MODEL_PROCESS_TITLE)};
const models = new Map();
let loading = Promise.resolve();
function model(m) {
  let ready = models.get(m.key);
  if (!ready) {
    const setup = new Function('return (' + m.setup + ')')();
    ready = loading.then(() => setup(require, m.data));
    loading = ready.catch(() => undefined);
    ready.catch(() => models.delete(m.key));
    models.set(m.key, ready);
  }
  return ready;
}
process.on('message', async ({ id, model: m, payload }) => {
  let reply;
  try {
    const handler = await model(m);
    reply = { id, result: await handler(payload) };
  } catch (err) {
    reply = { id, error: String((err && err.message) || err) };
  }
  if (process.connected) process.send(reply);
});
process.on('disconnect', () => process.exit(0));
`;

/**
 * Native inference (onnxruntime-node) in a child process, asked by message. A worker thread is
 * not enough: onnxruntime-node throws a C++ exception when its thread's JS environment is torn
 * down during a run (worker terminate(), the worker's heap limit), and the resulting abort() ends
 * every thread of the process — see docs/models.md. A child's abort (or SIGKILL, or the kernel's
 * OOM killer) fails only the requests in flight, each with a ModelProcessExited error; the next
 * request starts a new child. The child starts on first use, so an idle service holds no model;
 * it keeps the parent alive only while a request is in flight, and `close()` stops it.
 */
export class ModelProcess {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(result: unknown): void; reject(e: Error): void }
  >();
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private closed = false;
  /** Children started so far (the first included): a restart makes it grow. */
  starts = 0;

  constructor(private readonly options: ModelProcessOptions = {}) {}

  /** The running child's pid, if one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Sends `payload` to `model`'s handler; rejects with its error or ModelProcessExited. */
  request<R>(model: HostedModel, payload: object): Promise<R> {
    if (this.closed) return Promise.reject(new ModelProcessExited('model process stopped'));
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      const child = this.ensureChild();
      this.pending.set(id, { resolve: resolve as (r: unknown) => void, reject });
      if (this.pending.size === 1) child.channel?.ref();
      child.send({ id, model, payload }, (err) => {
        if (err)
          this.settle(id, (p) => p.reject(new ModelProcessExited(`model process: ${err.message}`)));
      });
    });
  }

  /** Stops the child; requests in flight fail. Waits until it has exited. */
  async close(): Promise<void> {
    this.closed = true;
    // Held until it has exited: an unref'd child's exit would not keep the loop waiting for it.
    this.child?.ref();
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const args = this.options.maxOldSpaceMb
      ? [`--max-old-space-size=${this.options.maxOldSpaceMb}`]
      : [];
    const child = spawn(process.execPath, [...args, '-e', CHILD_SOURCE], {
      // Structured clone over the channel: typed arrays cross as typed arrays, not JSON.
      serialization: 'advanced',
      // Its stderr is read here, not inherited: what a dying child prints (V8's "heap out of
      // memory", a native abort) belongs in our exit message and log, and on an inherited stream
      // it reads as the parent's own (a Jest worker is declared out of memory by that line).
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.starts++;
    let said = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      said = (said + text).slice(-STDERR_KEPT);
    });
    // Neither the process, its channel nor its stderr keeps the parent alive while idle.
    child.unref();
    child.channel?.unref();
    (child.stderr as { unref?: () => void } | null)?.unref?.();
    child.on('message', (reply: Reply) =>
      this.settle(reply.id, (p) =>
        reply.error !== undefined ? p.reject(new Error(reply.error)) : p.resolve(reply.result),
      ),
    );
    this.exited = new Promise((resolve) => {
      const gone = (why: string) => {
        if (this.child !== child) return;
        this.child = undefined;
        if (!this.closed) this.options.log?.(`model process ${why}; restarted on the next request`);
        this.failAll(
          new ModelProcessExited(
            this.closed ? 'model process stopped' : `model process ${why} during the request`,
          ),
        );
        resolve();
      };
      child.on('exit', (code, signal) => {
        const last = lastWords(said);
        gone(`exited (${signal ?? `code ${code}`}${last ? `: ${last}` : ''})`);
      });
      child.on('error', (err) => {
        child.kill('SIGKILL');
        gone(`failed (${err.message})`);
      });
    });
    this.child = child;
    return child;
  }

  private settle(
    id: number,
    fn: (p: { resolve(r: unknown): void; reject(e: Error): void }) => void,
  ) {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.child?.channel?.unref();
    fn(p);
  }

  private failAll(err: Error): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.reject(err);
  }
}

/** The end of a child's stderr kept for its exit message (characters). */
const STDERR_KEPT = 4_096;

/** The line that says why a child died: V8's fatal error or the C++ runtime's, else the last. */
function lastWords(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const fatal = lines.find((l) => /^(FATAL ERROR|terminate called)/.test(l));
  return (fatal ?? lines.at(-1) ?? '').slice(0, 300);
}

const shared = new Map<string, { process: ModelProcess; users: number }>();

/** A lease on the process-wide model process: `release` stops it when the last user goes. */
export interface ModelProcessLease {
  process: ModelProcess;
  release(): Promise<void>;
}

/**
 * The model process every adapter of this Node process shares (per memory limit): `npm start`,
 * which runs every service in one process, runs one model child for the embedder and the
 * reranker, not one each.
 */
export function leaseModelProcess(options: ModelProcessOptions = {}): ModelProcessLease {
  const key = String(options.maxOldSpaceMb ?? '');
  let entry = shared.get(key);
  if (!entry) {
    entry = { process: new ModelProcess(options), users: 0 };
    shared.set(key, entry);
  }
  entry.users++;
  const held = entry;
  let released = false;
  return {
    process: held.process,
    async release() {
      if (released) return;
      released = true;
      if (--held.users > 0) return;
      if (shared.get(key) === held) shared.delete(key);
      await held.process.close();
    },
  };
}
