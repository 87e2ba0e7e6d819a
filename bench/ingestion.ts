// Ingestion throughput through the knowledge service's own path (upload checks → blob → parse →
// chunk → embed → index), against the raw parser alone in the same run:
//   - a 100-page PDF (made by LibreOffice): pages per second, vs pdf-parse's getText alone;
//   - 5 MB of Markdown text: MB per second, vs the text parser alone (decode, normalise, blocks).
// For each embedder available. Prints figures; asserts nothing.
//   npm run build && npx tsx bench/ingestion.ts          (PAGES=100 TEXT_MB=5 RUNS=3)
import { PDFParse } from 'pdf-parse';
import { parseText } from '../services/knowledge-ingestion/src/adapters/parsers/text.js';
import { haveTool, libreOffice } from '../services/knowledge-ingestion/test/support/tools.js';
import { availableProviders, openHarness } from './knowledge-harness.js';

const PAGES = Number(process.env.PAGES ?? 100);
const TEXT_MB = Number(process.env.TEXT_MB ?? 5);
const RUNS = Number(process.env.RUNS ?? 3);

const WORDS =
  'customer order refund delivery parcel warehouse invoice account password subscription office support holiday price plan team answer question email reply'.split(
    ' ',
  );
let seed = 7;
const pick = () => WORDS[(seed = (seed * 1103515245 + 12345) & 0x7fffffff) % WORDS.length]!;
const sentence = () => {
  const w = Array.from({ length: 12 }, pick);
  return `${w[0]![0]!.toUpperCase()}${w.join(' ').slice(1)}.`;
};
const paragraph = () => Array.from({ length: 6 }, sentence).join(' ');

/** The best of RUNS timings, in seconds. */
async function best(fn: () => Promise<unknown>): Promise<number> {
  let min = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    await fn();
    min = Math.min(min, Number(process.hrtime.bigint() - t) / 1e9);
  }
  return min;
}

const rows: string[] = [];
let pdf: Buffer | null = null;
if (haveTool('soffice', 'the 100-page PDF (LibreOffice)')) {
  const html = `<html><body>${Array.from(
    { length: PAGES },
    (_, i) =>
      `<h1${i ? ' style="page-break-before: always"' : ''}>Section ${i + 1}</h1>${Array.from({ length: 4 }, () => `<p>${paragraph()}</p>`).join('')}`,
  ).join('')}</body></html>`;
  pdf = await libreOffice(html, 'pdf');
  // Warm-up: pdf.js loads its modules on first use.
  await new PDFParse({ data: new Uint8Array(pdf) }).getText();
  const rawPdf = await best(async () => {
    const parser = new PDFParse({ data: new Uint8Array(pdf!) });
    await parser.getText();
    await parser.destroy();
  });
  rows.push(
    `raw pdf-parse getText: ${(PAGES / rawPdf).toFixed(1)} pages/s (${PAGES} pages, ${(pdf.length / 1024).toFixed(0)} KB)`,
  );
  (globalThis as { rawPdf?: number }).rawPdf = rawPdf;
}
const parts: string[] = [];
for (let size = 0, i = 0; size < TEXT_MB * 1024 * 1024; i++) {
  const p = (i % 10 === 0 ? `## Part ${i / 10}\n\n` : '') + paragraph() + '\n\n';
  parts.push(p);
  size += p.length;
}
const text = Buffer.from(parts.join('').slice(0, TEXT_MB * 1024 * 1024));
const mb = text.length / 1024 / 1024;
const rawText = await best(async () => parseText(text, true));
rows.push(`raw text parser: ${(mb / rawText).toFixed(1)} MB/s (${mb.toFixed(1)} MB)`);

for (const provider of await availableProviders()) {
  const h = await openHarness(provider);
  try {
    if (pdf) {
      let chunks = 0;
      const t = await best(async () => {
        const doc = await h.ingest('handbook.pdf', pdf!);
        if (doc.status !== 'ready') throw new Error(`pdf ended ${doc.status}: ${doc.error}`);
        chunks = doc.chunk_count;
      });
      const raw = (globalThis as { rawPdf?: number }).rawPdf!;
      rows.push(
        `ingest PDF with ${h.embedder.id}: ${(PAGES / t).toFixed(1)} pages/s, ${chunks} chunks — ratio to raw parser ${(raw / t).toFixed(2)}`,
      );
    }
    let chunks = 0;
    const t = await best(async () => {
      const doc = await h.ingest('notes.md', text);
      if (doc.status !== 'ready') throw new Error(`text ended ${doc.status}: ${doc.error}`);
      chunks = doc.chunk_count;
    });
    rows.push(
      `ingest text with ${h.embedder.id}: ${(mb / t).toFixed(2)} MB/s, ${chunks} chunks — ratio to raw parser ${(rawText / t).toFixed(2)}`,
    );
  } finally {
    await h.close();
  }
}
console.log(rows.join('\n'));
