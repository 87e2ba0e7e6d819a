import { DocumentError } from '../../src/domain/messages.js';

/** The message a parse ended with, for tests that expect it to fail with a DocumentError. */
export async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DocumentError) return err.message;
    throw err;
  }
  throw new Error('expected a DocumentError');
}
