import { afterAll, beforeAll, describe, it } from '@jest/globals';

/**
 * Runs a suite against a real server named by env variables (as written by `tests/infra/up` into
 * tests/infra/.env.infra: load it with `set -a; . tests/infra/.env.infra; set +a`).
 *
 * - every variable set: the suite runs;
 * - missing, and WINZMAIL_TESTCONTAINERS=1: the server is started with testcontainers (needs a
 *   Docker daemon; see ./containers.ts) and the variables are set from the container;
 * - missing, and CI=true: a failing test, so CI cannot pass without its servers;
 * - otherwise: skipped, with a loud line in the output.
 */
export function describeWithServer(envNames: string[], title: string, fn: () => void): void {
  const missing = envNames.filter((name) => !process.env[name]);
  if (missing.length === 0) {
    describe(title, fn);
    return;
  }
  if (process.env.WINZMAIL_TESTCONTAINERS === '1') {
    describe(`${title} (testcontainers)`, () => {
      let stop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const { startContainerFor } = await import('./containers.js');
        const started = await startContainerFor(envNames);
        Object.assign(process.env, started.env);
        stop = started.stop;
      }, 300_000);
      afterAll(async () => {
        await stop?.();
      });
      fn();
    });
    return;
  }
  const line = `SKIPPED: ${title} — no ${missing.join(', ')} (start tests/infra/up)`;
  if (process.env.CI === 'true') {
    describe(title, () => {
      it('has its server', () => {
        throw new Error(`${line}; CI needs every server`);
      });
    });
    return;
  }
  console.warn(line);
  describe.skip(title, fn);
}

/** The env variable's value, for use inside a describeWithServer body (set by then). */
export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
