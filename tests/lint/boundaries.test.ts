import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';

/**
 * Proves that `npm run lint` fails on each boundary of docs/architecture.md: the real config
 * (.dependency-cruiser.mjs, eslint.config.js) runs on tests/lint/fixtures, a tiny tree laid out
 * like the repository in which each file breaks one rule (the real lint ignores that folder).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = join(ROOT, 'tests/lint/fixtures');
const CRUISER = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const ESLINT = join(ROOT, 'node_modules/eslint/bin/eslint.js');

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runNode(args: string[], cwd: string, input?: string): Promise<Result> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

// Each rule, and the fixture file that breaks it.
const EXPECTED: Array<[rule: string, from: string, to: string]> = [
  ['service-imports-service', 'services/alpha/src/start.ts', 'services/beta/src/internals.ts'],
  [
    'launcher-imports-internals',
    'services/launcher/src/index.ts',
    'services/beta/src/internals.ts',
  ],
  [
    'platform-internals',
    'services/beta/src/uses-platform-internals.ts',
    'services/platform/src/cache/adapters/memory.ts',
  ],
  ['domain-imports-io', 'services/alpha/src/domain/reads-files.ts', 'fs'],
  ['domain-imports-driver', 'services/alpha/src/domain/uses-driver.ts', 'mongodb'],
  [
    'domain-imports-outside',
    'services/alpha/src/domain/uses-adapter.ts',
    'services/alpha/src/adapters/repository.ts',
  ],
  [
    'domain-imports-outside-types',
    'services/alpha/src/domain/typed.ts',
    'services/alpha/src/adapters/repository.ts',
  ],
  [
    'port-imports-adapter',
    'services/platform/src/cache/port.ts',
    'services/platform/src/cache/adapters/memory.ts',
  ],
  [
    'adapter-imports-adapter',
    'services/platform/src/cache/adapters/redis.ts',
    'services/platform/src/cache/adapters/memory.ts',
  ],
  [
    'adapter-imports-factory',
    'services/platform/src/cache/adapters/disk.ts',
    'services/platform/src/cache/open.ts',
  ],
  [
    'adapter-outside-factory',
    'services/platform/src/wiring/index.ts',
    'services/platform/src/cache/adapters/memory.ts',
  ],
  [
    'adapter-imports-use-case',
    'services/alpha/src/adapters/notifier.ts',
    'services/alpha/src/orders.ts',
  ],
  [
    'adapter-imports-use-case',
    'services/alpha/src/providers/mailer.ts',
    'services/alpha/src/orders.ts',
  ],
  [
    'service-port-imports-outside',
    'services/alpha/src/providers/port.ts',
    'services/alpha/src/adapters/repository.ts',
  ],
  [
    'handler-imports-adapter',
    'services/alpha/src/rpc.ts',
    'services/alpha/src/adapters/repository.ts',
  ],
  // Not even an adapter's type (a type-only import).
  [
    'handler-imports-adapter',
    'services/alpha/src/events.ts',
    'services/alpha/src/adapters/repository.ts',
  ],
  ['browser-imports-server', 'frontend/src/app.ts', 'services/beta/src/index.ts'],
  ['browser-imports-server', 'widget/src/widget.ts', 'proto/src/index.ts'],
  ['browser-imports-node', 'frontend/src/storage.ts', 'fs'],
  ['package-imports-app', 'packages/browser-kit/src/uses-app.ts', 'widget/src/widget.ts'],
  ['no-cycle', 'services/alpha/src/cycle-a.ts', 'services/alpha/src/cycle-b.ts'],
];

describe('dependency-cruiser boundaries', () => {
  let violations: Violation[] = [];

  beforeAll(async () => {
    const result = await runNode(
      [
        CRUISER,
        '--config',
        join(ROOT, '.dependency-cruiser.mjs'),
        '--output-type',
        'json',
        'services',
        'packages',
        'frontend',
        'widget',
        'proto',
      ],
      FIXTURES,
    );
    const report = JSON.parse(result.stdout) as { summary: { violations: Violation[] } };
    violations = report.summary.violations;
  }, 60_000);

  it('makes the lint script fail', async () => {
    const lint = await runNode([join(ROOT, 'scripts/lint-boundaries.mjs'), FIXTURES], ROOT);
    expect(lint.code).not.toBe(0);
    expect(lint.stdout).toMatch(/service-imports-service/);
  }, 60_000);

  it.each(EXPECTED)('%s: %s → %s', (rule, from, to) => {
    const found = violations.filter((v) => v.rule.name === rule && v.from === from);
    expect(found).not.toHaveLength(0);
    // A cycle is reported with its first step; drivers resolve into node_modules.
    expect(found.some((v) => v.to === to || v.to.includes(`node_modules/${to}/`))).toBe(true);
  });

  it('has a fixture for every rule in the config', async () => {
    const { default: config } = (await import(
      pathToFileURL(join(ROOT, '.dependency-cruiser.mjs')).href
    )) as { default: { forbidden: Array<{ name: string }> } };
    const covered = new Set(EXPECTED.map(([rule]) => rule));
    expect(config.forbidden.map((r) => r.name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('lets allowed imports through', () => {
    const allowedFrom = [
      // domain/ → domain/ and the platform's pure errors
      'services/alpha/src/domain/pricing.ts',
      'services/alpha/src/domain/rounding.ts',
      // a port's factory and entry point load its adapters
      'services/platform/src/cache/open.ts',
      'services/platform/src/cache/index.ts',
      // an adapter → its port
      'services/platform/src/cache/adapters/memory.ts',
      // inside a service: a use case → adapters and domain; an adapter → domain and the
      // service's port
      'services/alpha/src/orders.ts',
      'services/alpha/src/adapters/clock.ts',
    ];
    const wrong = violations.filter(
      (v) => allowedFrom.includes(v.from) && v.rule.name !== 'no-cycle',
    );
    expect(wrong).toEqual([]);
    // The launcher may start a service through its entry point.
    expect(violations.filter((v) => v.to === 'services/alpha/src/index.ts')).toEqual([]);
  });
});

describe('ESLint boundaries', () => {
  const source = readFileSync(join(FIXTURES, 'services/alpha/src/domain/fetches.ts'), 'utf8');
  const lintAs = async (filename: string) => {
    const result = await runNode(
      [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', filename],
      ROOT,
      source,
    );
    const [report] = JSON.parse(result.stdout) as Array<{
      messages: Array<{ ruleId: string | null; message: string }>;
    }>;
    return { code: result.code, messages: report?.messages ?? [] };
  };

  it('fails when domain/ uses the global fetch', async () => {
    const { code, messages } = await lintAs('services/alpha/src/domain/fetches.ts');
    expect(code).not.toBe(0);
    expect(messages.map((m) => m.ruleId)).toContain('no-restricted-globals');
  }, 60_000);

  it('lets an adapter use fetch', async () => {
    const { messages } = await lintAs('services/alpha/src/adapters/fetches.ts');
    expect(messages.map((m) => m.ruleId)).not.toContain('no-restricted-globals');
  }, 60_000);
});
