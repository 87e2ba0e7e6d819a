// Bundles the widget into ONE minified IIFE (dist/widget.js) that customers load with a
// <script> tag, and prints its gzipped size (the budget is 20 KB).
import { build } from 'esbuild';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, 'dist', 'widget.js');
const { version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

await build({
  entryPoints: [join(here, 'src', 'index.ts')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  // Customers' visitors run old browsers too; es2019 still has everything the widget uses.
  target: ['es2019'],
  platform: 'browser',
  sourcemap: false,
  legalComments: 'none',
  // ASCII output (non-Latin strings as \u escapes): the script decodes correctly even when a
  // customer's page or server declares another charset.
  charset: 'ascii',
  define: { __WINZMAIL_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
});

const bytes = readFileSync(outfile);
const gzipped = gzipSync(bytes, { level: 9 });
const gz = gzipped.length;
// Precompressed copies beside it: the gateway serves the one the browser accepts.
writeFileSync(`${outfile}.gz`, gzipped);
writeFileSync(
  `${outfile}.br`,
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`widget: ${outfile} ${kb(statSync(outfile).size)} (${kb(gz)} gzipped, budget 20 KB)`);
if (gz > 20 * 1024) {
  console.error('widget: over the 20 KB gzipped budget');
  process.exitCode = 1;
}
