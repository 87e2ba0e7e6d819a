#!/usr/bin/env node
// Container healthcheck for a gRPC service: grpc.health.v1.Health/Check on 127.0.0.1.
// Usage: node deploy/grpc-healthcheck.mjs [port] [service]
//   port    defaults to $GRPC_PORT; service defaults to "" (the server's overall health).
// Exit 0 when the answer is SERVING, 1 otherwise (not serving, unreachable, timeout).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import grpc from '@grpc/grpc-js';
import protoLoader from '@grpc/proto-loader';

const here = dirname(fileURLToPath(import.meta.url));

/** Resolves to the status name (e.g. "SERVING"); rejects on any transport error. */
export function checkGrpcHealth({ host = '127.0.0.1', port, service = '', timeoutMs = 3000 }) {
  const definition = protoLoader.loadSync(join(here, 'health.proto'), { enums: String });
  const { Health } = grpc.loadPackageDefinition(definition).grpc.health.v1;
  const client = new Health(`${host}:${port}`, grpc.credentials.createInsecure());
  return new Promise((resolve, reject) => {
    client.Check({ service }, { deadline: Date.now() + timeoutMs }, (err, res) => {
      client.close();
      if (err) reject(err);
      else resolve(res.status);
    });
  });
}

async function main() {
  const port = Number(process.argv[2] ?? process.env.GRPC_PORT);
  const service = process.argv[3] ?? '';
  if (!Number.isInteger(port) || port <= 0) {
    console.error('grpc-healthcheck: no port (argument or GRPC_PORT)');
    return 1;
  }
  try {
    const status = await checkGrpcHealth({ port, service });
    if (status === 'SERVING') return 0;
    console.error(`grpc-healthcheck: 127.0.0.1:${port} is ${status}`);
  } catch (err) {
    console.error(`grpc-healthcheck: 127.0.0.1:${port}: ${err.message}`);
  }
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(await main());
}
