// `npm start`: installs and builds what is missing or out of date, then runs the whole product
// in one process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from './build.mjs';
import { ensure } from './ensure.mjs';
import { ROOT } from './lib.mjs';

await ensure();
await build({ quiet: true });
await import(pathToFileURL(join(ROOT, 'services/launcher/dist/main.js')).href);
