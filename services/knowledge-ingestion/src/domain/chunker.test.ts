import { describe, expect, it } from '@jest/globals';
import { markdownToBlocks, plainTextToBlocks } from './blocks.js';
import { chunkDocument } from './chunker.js';
import { normaliseText } from './normalise.js';

const sentence = (i: number) => `Sentence number ${i} talks about topic ${i % 7} in some detail.`;

describe('chunker', () => {
  it('keeps sections apart and carries title and heading path with each chunk', () => {
    const blocks = markdownToBlocks(
      '# Guide\n\nIntro.\n\n## Part A\n\nAlpha text.\n\n### Detail\n\nDeep text.\n\n## Part B\n\nBeta text.',
    );
    const chunks = chunkDocument('Guide', blocks);
    expect(chunks.map((c) => [c.heading, c.body])).toEqual([
      ['Guide', 'Intro.'],
      ['Guide › Part A', 'Alpha text.'],
      ['Guide › Part A › Detail', 'Deep text.'],
      ['Guide › Part B', 'Beta text.'],
    ]);
    expect(chunks[2]!.context).toBe('Guide — Guide › Part A › Detail\n\nDeep text.');
  });

  it('packs paragraphs to the target size, splits long ones at sentences, and overlaps', () => {
    const text = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkDocument('T', [{ kind: 'paragraph', text }], {
      targetChars: 400,
      overlapChars: 80,
      maxChars: 600,
    });
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) expect(c.body.length).toBeLessThanOrEqual(600);
    // Every sentence survives, and consecutive chunks share some text.
    for (let i = 0; i < 60; i++)
      expect(chunks.some((c) => c.body.includes(sentence(i)))).toBe(true);
    const tail = chunks[0]!.body.slice(-40);
    expect(chunks[1]!.body.includes(tail.slice(tail.indexOf(' ') + 1))).toBe(true);
  });

  it('cuts unspaced scripts and a word longer than the limit', () => {
    const zh = '商品在购买后三十天内可以退货。'.repeat(200);
    const chunks = chunkDocument('退款', [{ kind: 'paragraph', text: zh }], {
      targetChars: 300,
      overlapChars: 50,
      maxChars: 450,
    });
    for (const c of chunks) expect(c.body.length).toBeLessThanOrEqual(450);
    expect(chunks.map((c) => c.body).join('')).toContain('商品在购买后三十天内可以退货。');
    const long = chunkDocument('x', [{ kind: 'paragraph', text: 'a'.repeat(5000) }], {
      targetChars: 1000,
      overlapChars: 100,
      maxChars: 1500,
    });
    expect(long.every((c) => c.body.length <= 1500)).toBe(true);
  });

  it('finds headings in plain text and normalises extracted text', () => {
    const blocks = plainTextToBlocks(
      normaliseText(
        'REFUNDS\r\n\r\nMoney back in 14 days.\r\n\r\n\r\n2.1 Damaged goods\n\nSend a pho-\ntograph.',
      ),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'REFUNDS' },
      { kind: 'paragraph', text: 'Money back in 14 days.' },
      { kind: 'heading', level: 2, text: '2.1 Damaged goods' },
      { kind: 'paragraph', text: 'Send a photograph.' },
    ]);
  });
});
