// Builds every workspace: TypeScript services (tsc -b, incremental), then the web app and widget.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { genApi } from './gen-api.mjs';
import { mtime, mustRun, newestMtime, ROOT } from './lib.mjs';

const force = process.argv.includes('--force');

export async function build({ quiet = false } = {}) {
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  await mustRun(process.execPath, [tsc, '-b', 'tsconfig.json']);
  // The web app's API types follow the gateway's schemas (a no-op when they did not change).
  if ((await genApi({ built: true })) && !quiet) console.log('frontend/src/api/gen updated');
  for (const app of ['frontend', 'widget']) {
    const dir = join(ROOT, app);
    if (!existsSync(join(dir, 'package.json'))) continue;
    // Both bundle the shared browser code (packages/) from source: its changes count too.
    const newest = Math.max(newestMtime(dir), newestMtime(join(ROOT, 'packages')));
    const stale =
      force || newest > mtime(join(dir, 'dist', app === 'frontend' ? 'index.html' : 'widget.js'));
    if (!stale) continue;
    if (!quiet) console.log(`building ${app}…`);
    await mustRun('npm', ['run', 'build', '--silent', '-w', `@winzmail/${app}`]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build();
}
