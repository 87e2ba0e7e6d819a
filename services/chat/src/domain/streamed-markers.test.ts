import { describe, expect, it } from '@jest/globals';
import { withoutCitations } from '@winzmail/platform/text';
import { StreamedMarkers } from './streamed-markers.js';

const stream = (pieces: string[]): string[] => {
  const filter = new StreamedMarkers();
  const out = pieces.map((p) => filter.push(p));
  out.push(filter.end());
  return out;
};

describe('a visitor streamed answer without markers', () => {
  it('joins to the text without markers, whatever the cut', () => {
    const text = 'You can return items within 30 days [1]. Refunds take 5 working days [1, 2].\n';
    for (let cut = 1; cut < text.length; cut++) {
      const pieces = stream([text.slice(0, cut), text.slice(cut)]);
      expect(pieces.join('')).toBe(withoutCitations(text));
    }
    const tokens = text.match(/.{1,3}/gs)!;
    expect(stream(tokens).join('')).toBe(withoutCitations(text));
    expect(stream(tokens).join('')).not.toMatch(/\[\d/);
  });

  it('shows a sentence as soon as it is whole, holding back only a possible marker', () => {
    const filter = new StreamedMarkers();
    expect(filter.push('Closed on Sundays')).toBe('Closed on Sundays');
    expect(filter.push(' [')).toBe('');
    expect(filter.push('2')).toBe('');
    expect(filter.push('].')).toBe('.');
  });

  it('releases brackets that are no marker', () => {
    const pieces = stream(['See [the', ' FAQ] and [', 'x]', ' [']);
    expect(pieces.join('')).toBe('See [the FAQ] and [x] [');
  });
});
