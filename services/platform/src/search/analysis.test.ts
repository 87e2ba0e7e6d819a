import { describe, expect, it } from '@jest/globals';
import { chunkLanguage, chunkTerms, queryTerms } from './analysis.js';

describe('search analysis', () => {
  it('analyses a chunk in its detected language, English when it cannot tell', () => {
    expect(chunkLanguage('Die Rechnungen werden am ersten Tag jedes Monats verschickt.')).toBe(
      'de',
    );
    expect(chunkLanguage('ok')).toBe('en');
    const [text, heading, filename] = chunkTerms(
      { text: 'Passwords are hashed', heading: 'Security', filename: 'account_passwords-2024.pdf' },
      'en',
    );
    expect(text).toEqual(['password', 'hash']);
    expect(heading).toEqual(['secur']);
    // The extension is no word of the document; separators split words.
    expect(filename).toEqual(['account', 'password', '2024']);
  });

  it("drops the query's own stopwords and stems it in every language of the index", () => {
    expect(queryTerms('What are the password requirements?', ['en'])).toEqual([
      'password',
      'requir',
    ]);
    // German stems join English ones; English function words stay out though German keeps them.
    expect(queryTerms('what is the policy', ['en', 'de']).sort()).toEqual(['polici', 'policy']);
    expect(queryTerms('the', ['en'])).toEqual([]);
    expect(queryTerms('重置密码', [])).toEqual(['重置', '置密', '密码']);
  });
});
