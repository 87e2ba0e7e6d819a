#!/usr/bin/env node
// The image's HEALTHCHECK: the gateway by HTTP (GET /winzmail/api/healthz on $PORT), every other
// service by grpc.health.v1/Check on $GRPC_PORT (default: the service's own port).
// Which service: the argument of the container's main process (`... start.mjs <service>`),
// else $WINZMAIL_SERVICE. Exit 0 = healthy.
import { readFileSync } from 'node:fs';
import { checkGrpcHealth } from './grpc-healthcheck.mjs';
import { GRPC_PORTS, SERVICES } from './services.mjs';

function serviceName() {
  try {
    const argv = readFileSync('/proc/1/cmdline', 'utf8').split('\0').filter(Boolean);
    const i = argv.findIndex((a) => a.endsWith('start.mjs'));
    if (i >= 0 && SERVICES.includes(argv[i + 1])) return argv[i + 1];
  } catch {
    // not Linux, or no access: fall back to the environment
  }
  return process.env.WINZMAIL_SERVICE ?? 'gateway';
}

async function main() {
  const name = serviceName();
  const timeout = AbortSignal.timeout(3000);
  try {
    if (name === 'gateway') {
      const port = process.env.PORT ?? '8080';
      const res = await fetch(`http://127.0.0.1:${port}/winzmail/api/healthz`, { signal: timeout });
      if (res.ok) return 0;
      console.error(`healthcheck: gateway answered ${res.status}`);
      return 1;
    }
    const port = Number(process.env.GRPC_PORT ?? GRPC_PORTS[name]);
    const status = await checkGrpcHealth({ port });
    if (status === 'SERVING') return 0;
    console.error(`healthcheck: ${name} is ${status}`);
  } catch (err) {
    console.error(`healthcheck: ${name}: ${err.message}`);
  }
  return 1;
}

process.exit(await main());
