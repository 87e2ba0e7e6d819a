#!/usr/bin/env node
// Image entry point: runs one service of the monorepo in this process.
// Service: the first argument (`docker run winzmail chat`), else $WINZMAIL_SERVICE (build arg SERVICE).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVICES } from './services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2] ?? process.env.WINZMAIL_SERVICE;

if (!name || !SERVICES.includes(name)) {
  console.error(
    `usage: start.mjs <service>   (one of: ${SERVICES.join(', ')}); got ${name ?? 'nothing'}`,
  );
  process.exit(64);
}
const main = join(root, 'services', name, 'dist', 'main.js');
if (!existsSync(main)) {
  console.error(`start.mjs: ${main} is missing (was the service built?)`);
  process.exit(66);
}
process.env.WINZMAIL_SERVICE = name;
process.env.OTEL_SERVICE_NAME ??= name;
// The service's main.js sees itself as the entry script, as under `node services/<name>/dist/main.js`.
process.argv.splice(1, 2, main);
await import(pathToFileURL(main).href);
