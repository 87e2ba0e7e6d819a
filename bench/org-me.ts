// GET /org/me throughput with a valid token through the whole product (gateway → identity +
// billing over gRPC), against a bare Express handler answering the same JSON, in the same run.
// Prints figures; asserts nothing.
import autocannon from 'autocannon';
import express from 'express';
import { call, login, newAccount, register, startTestProduct } from '../tests/fixtures/product.js';

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

const product = await startTestProduct();
try {
  const account = newAccount('bench');
  await register(product.api, account);
  const token = await login(product.api, account);
  const me = await call('GET', `${product.api}/org/me`, undefined, token);

  const bare = express();
  bare.get('/org/me', (_req, res) => {
    res.json(me.body);
  });
  const server = bare.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;

  const bareResult = await load(`http://127.0.0.1:${port}/org/me`);
  const productResult = await load(`${product.api}/org/me`, token);
  server.close();

  const row = (name: string, r: autocannon.Result) =>
    `  ${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`;
  console.log(`GET /org/me, ${CONNECTIONS} connections, ${DURATION} s each`);
  console.log(row('bare Express', bareResult));
  console.log(row('Winzmail /org/me', productResult));
  console.log(
    `  ratio: ${(productResult.requests.average / bareResult.requests.average).toFixed(2)}`,
  );
} finally {
  await product.dispose();
}
