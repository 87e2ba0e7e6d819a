import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { plainTextToBlocks, type ParsedDocument } from '../../domain/blocks.js';
import { DocumentError, MESSAGES } from '../../domain/messages.js';
import { normaliseText } from '../../domain/normalise.js';

export interface PdfLimits {
  maxPages: number;
  /** The worker's V8 heap limit: a PDF that needs more is refused, the service lives on. */
  maxHeapMb?: number;
}

/** What the worker posts back: the pages' text, or why there is none. */
type Outcome =
  | { kind: 'text'; title: string; pages: string[]; total: number }
  | { kind: 'tooComplex' | 'encrypted' | 'corrupt' };

/**
 * The worker's program (CommonJS, given as source so it runs the same from src under jest and
 * from dist). pdf-parse bundles pdf.js's legacy build, whose core-js polyfills replace
 * built-ins such as Array.prototype.push and JSON.parse in the realm that loads it; in a worker
 * they stay in the worker's own realm instead of slowing every service of the process.
 */
const WORKER_SOURCE = `
const { parentPort, workerData: d } = require('node:worker_threads');
const { PDFParse } = require(d.pdfParse);
(async () => {
  const parser = new PDFParse({ data: d.bytes, isEvalSupported: false, stopAtErrors: false });
  let outcome;
  try {
    const info = await parser.getInfo();
    if (info.total > d.maxPages) outcome = { kind: 'tooComplex' };
    else {
      const result = await parser.getText({ pageJoiner: '' });
      const title = info.info && typeof info.info.Title === 'string' ? info.info.Title : '';
      outcome = { kind: 'text', title, pages: result.pages.map((p) => p.text), total: result.total };
    }
  } catch (err) {
    outcome = { kind: err && err.name === 'PasswordException' ? 'encrypted' : 'corrupt' };
  }
  await parser.destroy().catch(() => undefined);
  parentPort.postMessage(outcome);
})();
`;

const PDF_PARSE = createRequire(import.meta.url).resolve('pdf-parse');

/**
 * PDF text, page by page, with pdf-parse (pdf.js) in a worker thread of its own: a hostile PDF
 * cannot hold the event loop (the worker is stopped when `signal` aborts) nor the process's heap
 * (the worker's limit), and pdf.js's polyfills never reach the services. No network: the bytes
 * are given.
 */
export async function parsePdf(
  bytes: Buffer,
  limits: PdfLimits,
  signal?: AbortSignal,
): Promise<ParsedDocument> {
  const outcome = await inWorker(bytes, limits, signal);
  if (outcome.kind !== 'text') throw new DocumentError(MESSAGES[outcome.kind]);
  const pages = outcome.pages.map(normaliseText).filter(Boolean);
  if (pages.length === 0)
    throw new DocumentError(outcome.total > 0 ? MESSAGES.imageOnly : MESSAGES.noText);
  return {
    title: outcome.title.trim(),
    blocks: plainTextToBlocks(pages.join('\n\n')),
    pages: outcome.total,
  };
}

function inWorker(bytes: Buffer, limits: PdfLimits, signal?: AbortSignal): Promise<Outcome> {
  // A copy of its own, moved to the worker (pdf.js takes ownership of the array it is given).
  const data = new Uint8Array(bytes);
  return new Promise<Outcome>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes: data, maxPages: limits.maxPages, pdfParse: PDF_PARSE },
      transferList: [data.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb ?? 512 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      fn();
      void worker.terminate();
    };
    const stop = () => settle(() => reject(signal?.reason));
    signal?.addEventListener('abort', stop, { once: true });
    // pdf.js's warnings about a malformed file are not the service's log.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.on('message', (outcome: Outcome) => settle(() => resolve(outcome)));
    // Out of heap, or a crash in pdf.js: the file is what failed.
    worker.on('error', () => settle(() => reject(new DocumentError(MESSAGES.tooComplex))));
    worker.on('exit', () => settle(() => reject(new DocumentError(MESSAGES.corrupt))));
  });
}
