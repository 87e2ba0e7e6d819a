import { beforeAll, describe, expect, it } from '@jest/globals';
import iconv from 'iconv-lite';
import { parseDocument } from '../src/adapters/parsers/index.js';
import { chunkDocument } from '../src/domain/chunker.js';
import { checkUpload } from '../src/domain/file-types.js';
import { MESSAGES } from '../src/domain/messages.js';
import {
  ARABIC_TEXT,
  CHINESE_TEXT,
  docxHtml,
  imageOnlyHtml,
  LATIN1_TEXT,
  legacyDocHtml,
  MARKDOWN,
  MULTI_PAGE_TOPICS,
  multiPageHtml,
  tableHtml,
  UTF16_TEXT,
} from './support/corpus.js';
import { reason } from './support/document-error.js';
import { haveTool, libreOffice, noisePng, qpdfEncrypt } from './support/tools.js';

const allText = (d: { blocks: { text: string }[] }) => d.blocks.map((b) => b.text).join('\n');
const headings = (d: { blocks: { kind: string; text: string }[] }) =>
  d.blocks.filter((b) => b.kind === 'heading').map((b) => b.text);

const office = haveTool('soffice', 'PDF/DOCX/DOC parsing fixtures (LibreOffice)');
const qpdf = haveTool('qpdf', 'encrypted PDF fixture (qpdf)');

(office ? describe : describe.skip)('documents made by LibreOffice', () => {
  const files: Record<string, Buffer> = {};
  beforeAll(async () => {
    // One at a time: LibreOffice is heavy on two cores.
    files.multiPdf = await libreOffice(multiPageHtml, 'pdf');
    files.tablePdf = await libreOffice(tableHtml, 'pdf');
    files.imagePdf = await libreOffice(imageOnlyHtml, 'pdf', { 'scan.png': noisePng(200, 150) });
    files.docx = await libreOffice(docxHtml, 'docx');
    files.doc = await libreOffice(legacyDocHtml, 'doc');
    if (qpdf) files.encryptedPdf = await qpdfEncrypt(files.multiPdf);
  }, 300_000);

  it('reads every page of a multi-page PDF and counts the pages', async () => {
    expect(checkUpload('handbook.pdf', files.multiPdf!, files.multiPdf!.length)).toBe('pdf');
    const doc = await parseDocument('pdf', files.multiPdf!);
    expect(doc.pages).toBe(4);
    const text = allText(doc);
    for (const [h, p] of MULTI_PAGE_TOPICS) {
      expect(text).toContain(h);
      expect(text.replace(/\s+/g, ' ')).toContain(p);
    }
  });

  it('keeps the cells of a PDF table', async () => {
    const text = allText(await parseDocument('pdf', files.tablePdf!)).replace(/\s+/g, ' ');
    for (const cell of [
      'Starter',
      '19 EUR',
      'Business',
      '79 EUR',
      'Enterprise',
      '249 EUR',
      'unlimited',
    ])
      expect(text).toContain(cell);
  });

  (qpdf ? it : it.skip)('refuses an encrypted PDF with a reason', async () => {
    expect(await reason(parseDocument('pdf', files.encryptedPdf!))).toBe(MESSAGES.encrypted);
  });

  it('refuses an image-only PDF with a reason', async () => {
    expect(await reason(parseDocument('pdf', files.imagePdf!))).toBe(MESSAGES.imageOnly);
  });

  it('reads DOCX headings, paragraphs and table rows', async () => {
    expect(checkUpload('guide.docx', files.docx!, files.docx!.length)).toBe('docx');
    const doc = await parseDocument('docx', files.docx!);
    expect(headings(doc)).toEqual(
      expect.arrayContaining(['Employee guide', 'Holidays', 'Expenses']),
    );
    expect(doc.title).toBe('Employee guide');
    const text = allText(doc);
    expect(text).toContain('twenty-eight paid holidays');
    expect(text).toMatch(/Hotel \| up to 120 EUR a night/);
    const chunks = chunkDocument(doc.title, doc.blocks);
    const holiday = chunks.find((c) => c.body.includes('twenty-eight'));
    expect(holiday?.heading).toBe('Employee guide › Holidays');
    expect(holiday?.context).toMatch(/^Employee guide/);
  });

  it('reads a legacy Word 97 .doc', async () => {
    expect(checkUpload('memo.doc', files.doc!, files.doc!.length)).toBe('doc');
    const text = allText(await parseDocument('doc', files.doc!));
    expect(text).toContain('Keizersgracht 123');
    expect(text).toContain('Parking permits');
  });

  it('refuses a corrupt PDF and a truncated DOCX with a reason', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    expect(await reason(parseDocument('pdf', broken))).toBe(MESSAGES.corrupt);
    expect(
      await reason(parseDocument('docx', files.docx!.subarray(0, files.docx!.length / 2))),
    ).toBe(MESSAGES.corrupt);
  });
});

describe('text documents', () => {
  it('reads Markdown headings into the chunk headings', async () => {
    const doc = await parseDocument('md', Buffer.from(MARKDOWN));
    expect(doc.title).toBe('Onboarding checklist');
    expect(headings(doc)).toEqual(['Onboarding checklist', 'Account setup', 'Mailbox connection']);
    const chunk = chunkDocument(doc.title, doc.blocks).find((c) => c.body.includes('device code'));
    expect(chunk?.heading).toBe('Onboarding checklist › Mailbox connection');
  });

  it('decodes UTF-16 (with BOM) and Latin-1 text', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(UTF16_TEXT, 'utf16le')]);
    expect(checkUpload('de.txt', utf16, utf16.length)).toBe('txt');
    expect(allText(await parseDocument('txt', utf16))).toBe(UTF16_TEXT);
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(UTF16_TEXT, 'utf16be')]);
    expect(allText(await parseDocument('txt', utf16be))).toBe(UTF16_TEXT);
    const latin1 = iconv.encode(LATIN1_TEXT, 'latin1');
    expect(checkUpload('fr.txt', latin1, latin1.length)).toBe('txt');
    expect(allText(await parseDocument('txt', latin1))).toBe(LATIN1_TEXT);
  });

  it('keeps Arabic and Chinese text (UTF-8, with and without BOM)', async () => {
    const ar = await parseDocument('txt', Buffer.from(ARABIC_TEXT));
    expect(allText(ar)).toContain('يمكن إرجاع المنتجات خلال ثلاثين يوما');
    const zh = await parseDocument(
      'txt',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CHINESE_TEXT)]),
    );
    expect(allText(zh)).toContain('商品在购买后三十天内可以退货');
    expect(chunkDocument('退款', zh.blocks).length).toBeGreaterThan(0);
  });

  it('refuses a text file with no text', async () => {
    expect(await reason(parseDocument('txt', Buffer.from(' \n\n \t')))).toBe(MESSAGES.noText);
  });
});
