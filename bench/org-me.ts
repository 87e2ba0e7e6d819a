// GET /org/me throughput with a valid token through the whole product (gateway → identity +
// billing over gRPC), against a bare Express handler answering the same JSON, in the same run.
// Each server runs in its own process (as `npm start` does); autocannon runs here.
// Run `npm run build` first. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { call, login, newAccount, register, TEST_ENV } from '../tests/fixtures/product.js';

const ROOT = resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);

function load(url: string, token?: string): Promise<autocannon.Result> {
  return autocannon({
    url,
    duration: DURATION,
    connections: CONNECTIONS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Spawns a node process and resolves with the URL it prints. */
function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((res, rej) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const url = pattern.exec(chunk.toString())?.[1];
      if (url) res({ child, url });
    });
    child.once('exit', (code) => rej(new Error(`exited ${code}`)));
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-bench-'));
const product = await startProcess(
  [join(ROOT, 'services/launcher/dist/main.js')],
  { ...TEST_ENV, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  /running at (\S+)/,
);
const stop = (c: ChildProcess) => new Promise((r) => (c.once('exit', r), c.kill('SIGINT')));
try {
  const api = `${product.url}/api`;
  const account = newAccount('bench');
  await register(api, account);
  const token = await login(api, account);
  const me = await call('GET', `${api}/org/me`, undefined, token);

  const bareSource = `
    import express from 'express';
    const body = ${JSON.stringify(JSON.stringify(me.body))};
    const app = express();
    app.get('/org/me', (_req, res) => { res.type('json').send(body); });
    const s = app.listen(0, '127.0.0.1', () => console.log('listening http://127.0.0.1:' + s.address().port));`;
  const bare = await startProcess(['--input-type=module', '-e', bareSource], {}, /listening (\S+)/);
  try {
    const bareResult = await load(`${bare.url}/org/me`);
    const productResult = await load(`${api}/org/me`, token);
    const row = (name: string, r: autocannon.Result) =>
      `  ${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`;
    console.log(
      `GET /org/me, ${CONNECTIONS} connections, ${DURATION} s each, servers in their own processes`,
    );
    console.log(row('bare Express', bareResult));
    console.log(row('Winzmail /org/me', productResult));
    console.log(
      `  ratio: ${(productResult.requests.average / bareResult.requests.average).toFixed(2)}`,
    );
  } finally {
    await stop(bare.child);
  }
} finally {
  await stop(product.child);
  await rm(dataDir, { recursive: true, force: true });
}
