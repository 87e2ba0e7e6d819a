import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_LOCAL_MODEL_DIR, localModelPresent } from '../embed/index.js';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import { findOnnxModel, onnxModelData } from './model-files.js';
import {
  leaseModelProcess,
  ModelProcess,
  ModelProcessExited,
  type HostedModel,
} from './model-process.js';

/**
 * A model without weights: answers `{ x }` with x doubled (as a Float32Array, to show typed
 * arrays cross), `{ hang: true }` never, `{ fill: true }` by filling the heap until V8 gives up.
 */
const ECHO: HostedModel = {
  key: 'echo',
  data: { factor: 2 },
  setup: `async (require, data) => {
    const kept = [];
    return async ({ x, hang, fill }) => {
      if (hang) return new Promise(() => undefined);
      if (fill) for (;;) kept.push(new Array(1e5).fill(Math.random()));
      return { pid: process.pid, out: Float32Array.from([x * data.factor]) };
    };
  }`,
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const opened: ModelProcess[] = [];
const open = (options: ConstructorParameters<typeof ModelProcess>[0] = {}) => {
  const p = new ModelProcess(options);
  opened.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((p) => p.close()));
});

type EchoReply = { pid: number; out: Float32Array };

describe('ModelProcess', () => {
  it('answers in a child process, typed arrays intact, and stops the child on close', async () => {
    const p = open();
    const reply = await p.request<EchoReply>(ECHO, { x: 21 });
    expect(reply.pid).not.toBe(process.pid);
    // (Jest's module realm has its own Float32Array: compare by name.)
    expect(Object.prototype.toString.call(reply.out)).toBe('[object Float32Array]');
    expect(Array.from(reply.out)).toEqual([42]);
    const pid = p.pid!;
    const hung = p.request(ECHO, { hang: true });
    await p.close();
    await expect(hung).rejects.toThrow(new ModelProcessExited('model process stopped'));
    expect(alive(pid)).toBe(false);
    await expect(p.request(ECHO, { x: 1 })).rejects.toThrow(/stopped/);
  });

  for (const signal of ['SIGKILL', 'SIGABRT'] as const) {
    it(`fails the requests in flight when the child dies (${signal}), and restarts for the next`, async () => {
      const said: string[] = [];
      const p = open({ log: (m) => said.push(m) });
      await p.request(ECHO, { x: 1 });
      const first = p.pid!;
      const inFlight = [p.request(ECHO, { hang: true }), p.request(ECHO, { hang: true })];
      process.kill(first, signal);
      for (const r of inFlight)
        await expect(r).rejects.toThrow(
          new ModelProcessExited(`model process exited (${signal}) during the request`),
        );
      expect(said).toEqual([`model process exited (${signal}); restarted on the next request`]);
      const again = await p.request<EchoReply>(ECHO, { x: 2 });
      expect(Array.from(again.out)).toEqual([4]);
      expect(again.pid).not.toBe(first);
      expect(p.starts).toBe(2);
    });
  }

  it('survives its child running out of heap (a low --max-old-space-size)', async () => {
    const p = open({ maxOldSpaceMb: 32 });
    // V8's fatal line reaches the exit message, not the parent's stderr (where a Jest worker
    // reading "heap out of memory" declares itself out of memory).
    await expect(p.request(ECHO, { fill: true })).rejects.toThrow(/FATAL ERROR: .*heap/);
    expect(Array.from((await p.request<EchoReply>(ECHO, { x: 3 })).out)).toEqual([6]);
  }, 30_000);

  it('passes a model’s own error back without restarting', async () => {
    const p = open();
    const broken: HostedModel = {
      key: 'broken',
      data: {},
      setup: `async () => { throw new Error('no weights'); }`,
    };
    await expect(p.request(broken, {})).rejects.toThrow('no weights');
    expect(Array.from((await p.request<EchoReply>(ECHO, { x: 5 })).out)).toEqual([10]);
    expect(p.starts).toBe(1);
  });

  it('is shared per heap limit, and stopped when its last lease is released', async () => {
    const a = leaseModelProcess();
    const b = leaseModelProcess();
    const other = leaseModelProcess({ maxOldSpaceMb: 64 });
    expect(a.process).toBe(b.process);
    expect(other.process).not.toBe(a.process);
    const { pid } = await a.process.request<EchoReply>(ECHO, { x: 1 });
    await a.release();
    await a.release(); // twice is once
    expect((await b.process.request<EchoReply>(ECHO, { x: 1 })).pid).toBe(pid);
    await b.release();
    expect(alive(pid)).toBe(false);
    await other.release();
    expect(leaseModelProcess().process).not.toBe(a.process);
  });

  it('does not keep its parent alive once idle (a script that never closes it exits), and closes outside Jest', async () => {
    const here = dirname(new URL(import.meta.url).pathname);
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const script = `
      import { ModelProcess } from ${JSON.stringify(join(here, 'model-process.ts'))};
      const p = new ModelProcess();
      const r = await p.request(${JSON.stringify(ECHO)}, { x: 4 });
      // A second one, closed: close() resolves (it holds the loop until its child has exited).
      const q = new ModelProcess();
      await q.request(${JSON.stringify(ECHO)}, { x: 1 });
      await q.close();
      console.log(JSON.stringify({ parent: process.pid, child: r.pid, out: Array.from(r.out) }));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [tsx, '--input-type=module', '-e', script],
      { timeout: 30_000 },
    );
    const { child, out } = JSON.parse(stdout.trim().split('\n').pop()!) as {
      child: number;
      out: number[];
    };
    expect(out).toEqual([8]);
    // The parent has exited on its own; its child follows when the channel closes.
    await eventually(
      'the model child to exit after its parent',
      async () => alive(child),
      (a) => !a,
      { timeoutMs: 10_000 },
    );
  }, 40_000);
});

// No waiver: CI fetches MiniLM (scripts/fetch-embedding-model.sh).
describeUnlessWaived(
  await localModelPresent(DEFAULT_LOCAL_MODEL_DIR),
  '',
  'ModelProcess with onnxruntime-node (all-MiniLM-L6-v2)',
  () => {
    /**
     * The crash of issue 22 inside the child: a worker thread running MiniLM is terminated while
     * InferenceSession.run is in native code; onnxruntime-node's binding then throws Napi::Error
     * where no handler can take it, and abort() ends the whole (child) process.
     */
    const ABORTS: HostedModel = {
      key: 'aborts',
      data: {},
      setup: `async (require, data) => {
        const { Worker } = require('node:worker_threads');
        return ({ modulePath, localModelPath, modelId }) => new Promise((resolve, reject) => {
          const w = new Worker(\`
            const { parentPort, workerData: d } = require('node:worker_threads');
            const t = require(d.modulePath);
            t.env.allowRemoteModels = false;
            t.env.localModelPath = d.localModelPath;
            (async () => {
              const tokenizer = await t.AutoTokenizer.from_pretrained(d.modelId);
              const model = await t.AutoModel.from_pretrained(d.modelId, { dtype: 'fp32' });
              const inputs = tokenizer(Array(8).fill('word '.repeat(300)), { padding: true, truncation: true });
              parentPort.postMessage('running');
              for (;;) await model(inputs);
            })();
          \`, { eval: true, workerData: { modulePath, localModelPath, modelId } });
          w.on('message', () => setTimeout(() => w.terminate().then(() => resolve({ survived: true })), 300));
          w.on('error', reject);
        });
      }`,
    };

    it('an abort() in native inference (Napi::Error) fails the request, not the service', async () => {
      const onnx = (await findOnnxModel(DEFAULT_LOCAL_MODEL_DIR))!;
      const p = open();
      // The exit message carries the child's own last words (read from its stderr).
      await expect(p.request(ABORTS, onnxModelData(DEFAULT_LOCAL_MODEL_DIR, onnx))).rejects.toThrow(
        new ModelProcessExited(
          "model process exited (SIGABRT: terminate called after throwing an instance of 'Napi::Error') during the request",
        ),
      );
      expect(Array.from((await p.request<EchoReply>(ECHO, { x: 6 })).out)).toEqual([12]);
    }, 60_000);
  },
);
