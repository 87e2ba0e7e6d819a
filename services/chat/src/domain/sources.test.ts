import { describe, expect, it } from '@jest/globals';
import type { replyGeneration } from '@winzmail/proto';
import { readerText, sourcesFor } from './sources.js';

const source = (
  number: number,
  filename: string,
  sourceUrl = '',
  heading = '',
): replyGeneration.Source__Output => ({
  number,
  filename,
  heading,
  source_url: sourceUrl,
  document_id: `doc-${number}`,
  chunk_id: `chunk-${number}`,
  excerpt: 'text',
});

const cited = [
  source(1, 'pricing.pdf', '', 'Plans'),
  source(2, 'Shipping — Example', 'https://example.com/shipping'),
  source(3, 'odd', 'javascript:alert(1)'),
];

describe('sourcesFor', () => {
  it('gives staff every cited document, by id, with the section', () => {
    expect(sourcesFor('staff', cited)).toEqual([
      { number: 1, title: 'pricing.pdf — Plans', document_id: 'doc-1', url: '' },
      {
        number: 2,
        title: 'Shipping — Example',
        document_id: 'doc-2',
        url: 'https://example.com/shipping',
      },
      { number: 3, title: 'odd', document_id: 'doc-3', url: '' },
    ]);
  });

  it('gives a visitor only scraped web pages, by title and address, never a document id', () => {
    expect(sourcesFor('visitor', cited)).toEqual([
      {
        number: 2,
        title: 'Shipping — Example',
        document_id: '',
        url: 'https://example.com/shipping',
      },
    ]);
  });
});

describe('readerText', () => {
  const answer = 'Plans start at EUR 9. [1] We ship within two days. [2] See [1, 2].';

  it('leaves a visitor only the markers of the pages they are shown', () => {
    expect(readerText(answer, sourcesFor('visitor', cited))).toBe(
      'Plans start at EUR 9. We ship within two days. [2] See [2].',
    );
  });

  it('leaves staff every marker of a listed source, and none that names no source', () => {
    expect(readerText(`${answer} Also [7].`, sourcesFor('staff', cited))).toBe(`${answer} Also.`);
  });
});
