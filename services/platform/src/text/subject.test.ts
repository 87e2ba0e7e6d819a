import { describe, expect, it } from '@jest/globals';
import { baseSubject } from './subject.js';

describe('baseSubject', () => {
  it('drops reply and forward prefixes, in the languages mail programs write them', () => {
    expect(baseSubject('Re: Fwd: AW: Price list')).toBe('Price list');
    expect(baseSubject('RE[2]: Price')).toBe('Price');
    expect(baseSubject('SV: VS: Antw: Tilbud')).toBe('Tilbud');
    expect(baseSubject('Reply needed')).toBe('Reply needed');
  });
});
