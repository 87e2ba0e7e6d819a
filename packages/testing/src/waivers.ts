import { describe, it } from '@jest/globals';

/**
 * The one way a test is skipped. A skip in CI fails CI unless its waiver — the reason the check
 * cannot run there — is written next to it; a waived skip is printed loudly, so it is seen in
 * every log. Outside CI an unwaived skip is only printed (a laptop may lack a tool or a model).
 */
type Body = Parameters<typeof it>[1];

export function itUnlessWaived(
  runs: boolean,
  waiver: string,
  title: string,
  fn: Body,
  timeout?: number,
): void {
  if (runs) return it(title, fn, timeout);
  if (skipOrFail(title, waiver) === 'fail') it(title, failure(title));
  else it.skip(title, fn, timeout);
}

export function describeUnlessWaived(
  runs: boolean,
  waiver: string,
  title: string,
  fn: () => void,
): void {
  if (runs) return describe(title, fn);
  if (skipOrFail(title, waiver) === 'fail') describe(title, () => it('runs in CI', failure(title)));
  else describe.skip(title, fn);
}

function skipOrFail(title: string, waiver: string): 'skip' | 'fail' {
  if (waiver.trim()) {
    console.warn(`WAIVED (skipped, by written waiver): ${title} — ${waiver}`);
    return 'skip';
  }
  if (process.env.CI === 'true') return 'fail';
  console.warn(`SKIPPED: ${title} — no waiver, so this fails in CI`);
  return 'skip';
}

const failure = (title: string) => () => {
  throw new Error(`'${title}' would be skipped in CI without a written waiver`);
};
