import { describe, expect, it } from '@jest/globals';
import type { knowledge } from '@winzmail/proto';
import { readerText, shownSource, sourcesFor } from './sources.js';

const source = (
  number: number,
  filename: string,
  sourceUrl = '',
  heading = '',
): knowledge.Source__Output => ({
  number,
  filename,
  heading,
  source_url: sourceUrl,
  document_id: `doc-${number}`,
  chunk_id: `chunk-${number}`,
  text: 'text',
  score: 1,
});

const cited = [
  source(1, 'pricing.pdf', '', 'Plans'),
  source(2, 'Shipping — Example', 'https://example.com/shipping'),
  source(3, 'odd', 'javascript:alert(1)'),
];

describe('sourcesFor', () => {
  it('gives staff every cited document, by id, with the section, and no passage text', () => {
    expect(sourcesFor('staff', cited)).toEqual([
      {
        number: 1,
        document_id: 'doc-1',
        filename: 'pricing.pdf',
        heading: 'Plans',
        source_url: '',
      },
      {
        number: 2,
        document_id: 'doc-2',
        filename: 'Shipping — Example',
        heading: '',
        source_url: 'https://example.com/shipping',
      },
      { number: 3, document_id: 'doc-3', filename: 'odd', heading: '', source_url: '' },
    ]);
  });

  it('gives a visitor only scraped web pages, by name and address, never a document id', () => {
    expect(sourcesFor('visitor', cited)).toEqual([
      {
        number: 2,
        document_id: '',
        filename: 'Shipping — Example',
        heading: '',
        source_url: 'https://example.com/shipping',
      },
    ]);
  });
});

describe('shownSource', () => {
  it('reads an answer kept in the former shape: its title stands as the name', () => {
    expect(
      shownSource({ number: 1, title: 'pricing.pdf — Plans', document_id: 'doc-1', url: '' }),
    ).toEqual({
      number: 1,
      document_id: 'doc-1',
      filename: 'pricing.pdf — Plans',
      heading: '',
      source_url: '',
    });
  });

  it('keeps a source in today’s shape as it is', () => {
    const [staff] = sourcesFor('staff', cited);
    expect(shownSource(staff!)).toEqual(staff);
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
