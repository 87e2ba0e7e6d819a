import { describe, expect, it } from '@jest/globals';
import { gapEntry, gapQuestion, MAX_GAP_QUESTION_CHARS } from './gap-entry.js';

describe('gapEntry', () => {
  it('makes a Markdown entry: the question as heading, the answer as body', () => {
    expect(gapEntry(' Do you sell\ngift cards? ', 'Yes.\r\n\r\nFrom 10 euros.\n')).toEqual({
      question: 'Do you sell gift cards?',
      answer: 'Yes.\n\nFrom 10 euros.',
      filename: 'Q&A – Do you sell gift cards.md',
      text: '# Do you sell gift cards?\n\nYes.\n\nFrom 10 euros.\n',
    });
  });

  it('names each missing or too long field', () => {
    expect(() => gapEntry('', '')).toThrow(
      expect.objectContaining({ fields: { question: 'required', answer: 'required' } }),
    );
    expect(() => gapEntry('q'.repeat(501), 'a')).toThrow(
      expect.objectContaining({ fields: { question: 'at most 500 characters' } }),
    );
  });

  it('keeps a long question to a file name of bounded length', () => {
    expect(gapEntry(`${'word '.repeat(90)}?`, 'a').filename.length).toBeLessThanOrEqual(140);
  });
});

it('bounds a queued question to one line', () => {
  expect(gapQuestion(' a\n b ')).toBe('a b');
  expect(gapQuestion('x'.repeat(5000))).toHaveLength(MAX_GAP_QUESTION_CHARS);
});
