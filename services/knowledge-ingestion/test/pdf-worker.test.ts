import { describe, expect, it } from '@jest/globals';
import { tinyPdf } from './support/tiny-pdf.js';

// Taken before the parsers are loaded (they are imported below, in the test).
const BUILTINS = [Array.prototype.push, JSON.parse, Function.prototype.toString];

describe('PDF parsing in a worker thread', () => {
  it("reads a PDF and leaves this realm's built-ins as they were", async () => {
    const { parseDocument } = await import('../src/adapters/parsers/index.js');
    const doc = await parseDocument('pdf', tinyPdf('Refunds are paid within five days.'));
    expect(doc.blocks.map((b) => b.text).join(' ')).toContain('Refunds are paid within five days.');
    // pdf.js's legacy build (inside pdf-parse) replaces these with core-js versions, made to
    // look native, in the realm that loads it: every array push in the process went through it.
    const now = [Array.prototype.push, JSON.parse, Function.prototype.toString];
    now.forEach((fn, i) => expect(fn).toBe(BUILTINS[i]));
  });

  it('stops a parse past the time limit, refuses one past the heap limit, and goes on', async () => {
    const { DEFAULT_PARSE_LIMITS, parseDocument } =
      await import('../src/adapters/parsers/index.js');
    const { parsePdf } = await import('../src/adapters/parsers/pdf.js');
    const { MESSAGES } = await import('../src/domain/messages.js');
    const { reason } = await import('./support/document-error.js');
    const pdf = tinyPdf('Opening hours are nine to five.');
    const timedOut = { ...DEFAULT_PARSE_LIMITS, timeoutMs: 1 };
    expect(await reason(parseDocument('pdf', pdf, timedOut))).toBe(MESSAGES.tooComplex);
    expect(await reason(parsePdf(pdf, { maxPages: 10, maxHeapMb: 2 }))).toBe(MESSAGES.tooComplex);
    expect(await reason(parsePdf(pdf, { maxPages: 0 }))).toBe(MESSAGES.tooComplex);
    expect((await parsePdf(pdf, { maxPages: 1 })).pages).toBe(1);
  });
});
