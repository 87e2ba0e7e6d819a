import { describe, expect, it } from '@jest/globals';
import { analyze } from './analyze.js';

describe('analyze', () => {
  it('reduces a word by the language asked, whatever another language made of it before', () => {
    expect(analyze('The running Runners', 'en')).toEqual(['run', 'runner']);
    // German: "the" is no stopword and the English stems are not reused.
    expect(analyze('The running Runners', 'de')).toEqual(['the', 'running', 'runn']);
    expect(analyze('The running Runners', 'xx')).toEqual(['the', 'running', 'runners']);
    expect(analyze('The running Runners', 'en')).toEqual(['run', 'runner']);
  });

  it('gives the same terms once its memo of words has been emptied', () => {
    const before = analyze('Passwords are hashed; Crème brûlée', 'en');
    // More distinct words than the memo keeps: it is emptied on the way.
    const many = Array.from({ length: 60_000 }, (_, i) => `word${i.toString(36)}`).join(' ');
    expect(analyze(many, 'en')).toHaveLength(60_000);
    expect(analyze('Passwords are hashed; Crème brûlée', 'en')).toEqual(before);
    expect(before).toEqual(['password', 'hash', 'creme', 'brulee']);
  });
});
