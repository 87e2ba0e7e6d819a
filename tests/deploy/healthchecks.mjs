#!/usr/bin/env node
// Exercises deploy/grpc-healthcheck.mjs and deploy/healthcheck.mjs against throwaway local servers
// (127.0.0.1 only). Prints one "ok"/"FAIL" line per case and exits non-zero if any failed.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import grpc from '@grpc/grpc-js';
import protoLoader from '@grpc/proto-loader';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const deploy = join(root, 'deploy');

const definition = protoLoader.loadSync(join(deploy, 'health.proto'), { enums: String });
const { Health } = grpc.loadPackageDefinition(definition).grpc.health.v1;

let status = 'SERVING';
const server = new grpc.Server();
server.addService(Health.service, {
  Check: (call, cb) =>
    call.request.service === '' || call.request.service === 'known'
      ? cb(null, { status })
      : cb({ code: grpc.status.NOT_FOUND, details: 'unknown service' }),
});
const grpcPort = await new Promise((resolve, reject) =>
  server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) =>
    e ? reject(e) : resolve(p),
  ),
);

let httpCode = 200;
const web = http.createServer((req, res) => {
  res.statusCode = req.url === '/winzmail/api/healthz' ? httpCode : 404;
  res.end();
});
await new Promise((r) => web.listen(0, '127.0.0.1', r));
const httpPort = web.address().port;

// a port with nothing listening
const closed = await new Promise((r) => {
  const s = http.createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => r(p));
  });
});

function run(script, args, env) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(deploy, script), ...args],
      { env: { PATH: process.env.PATH, ...env }, timeout: 15000 },
      (err) => resolve(err ? (err.code ?? 1) : 0),
    );
  });
}

let failed = 0;
async function expect(name, code, want) {
  const got = await code;
  const ok = want === 0 ? got === 0 : got !== 0;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (exit ${got})`);
}

await expect('grpc SERVING by argument', run('grpc-healthcheck.mjs', [String(grpcPort)], {}), 0);
await expect(
  'grpc SERVING by GRPC_PORT',
  run('grpc-healthcheck.mjs', [], { GRPC_PORT: String(grpcPort) }),
  0,
);
await expect('grpc named service', run('grpc-healthcheck.mjs', [String(grpcPort), 'known'], {}), 0);
await expect(
  'grpc unknown service',
  run('grpc-healthcheck.mjs', [String(grpcPort), 'nope'], {}),
  1,
);
await expect('grpc nothing listening', run('grpc-healthcheck.mjs', [String(closed)], {}), 1);
await expect('grpc no port', run('grpc-healthcheck.mjs', [], {}), 1);
await expect(
  'image healthcheck: chat via gRPC',
  run('healthcheck.mjs', [], { WINZMAIL_SERVICE: 'chat', GRPC_PORT: String(grpcPort) }),
  0,
);
await expect(
  'image healthcheck: gateway via HTTP',
  run('healthcheck.mjs', [], { WINZMAIL_SERVICE: 'gateway', PORT: String(httpPort) }),
  0,
);
status = 'NOT_SERVING';
httpCode = 503;
await expect('grpc NOT_SERVING', run('grpc-healthcheck.mjs', [String(grpcPort)], {}), 1);
await expect(
  'image healthcheck: chat NOT_SERVING',
  run('healthcheck.mjs', [], { WINZMAIL_SERVICE: 'chat', GRPC_PORT: String(grpcPort) }),
  1,
);
await expect(
  'image healthcheck: gateway 503',
  run('healthcheck.mjs', [], { WINZMAIL_SERVICE: 'gateway', PORT: String(httpPort) }),
  1,
);
await expect('start.mjs rejects an unknown service', run('start.mjs', ['nope'], {}), 1);

server.forceShutdown();
web.close();
console.log(`healthchecks: ${failed === 0 ? 'all passed' : `${failed} failed`}`);
process.exit(failed === 0 ? 0 : 1);
