// `npm run lint`'s boundary check: dependency-cruiser with .dependency-cruiser.mjs over every
// folder of code that exists (widget/ joins when it is added). Exits non-zero on a violation.
// An argument checks another tree laid out the same way (tests/lint/boundaries.test.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, run } from './lib.mjs';

const FOLDERS = [
  'services',
  'proto',
  'packages',
  'frontend',
  'widget',
  'tests',
  'bench',
  'scripts',
];
const base = resolve(process.argv[2] ?? ROOT);
const started = Date.now();
const code = await run(
  process.execPath,
  [
    join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
    '--config',
    join(ROOT, '.dependency-cruiser.mjs'),
    '--output-type',
    'err-long',
    ...FOLDERS.filter((f) => existsSync(join(base, f))),
  ],
  { cwd: base },
);
console.log(`boundaries: checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
