import { describe, expect, it } from '@jest/globals';
import { chunkLanguage, chunkLanguages, chunkTerms, queryTerms } from './analysis.js';

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

  it("analyses each chunk in its document's language, told once per document", () => {
    const de = 'Die Rechnungen werden am ersten Tag jedes Monats verschickt.';
    const en = 'Invoices are sent on the first day of every month by email.';
    const chunks = [
      { documentId: 'de', text: de },
      { documentId: 'en', text: en },
      // Too short to tell on its own: it takes its document's language, not the fallback.
      { documentId: 'de', text: 'Seite 2' },
      { documentId: 'en', text: `${en} Late invoices are reminded a week later.` },
      { documentId: 'de', text: `${de} Mahnungen folgen eine Woche später.` },
    ];
    expect(chunkLanguages(chunks)).toEqual(['de', 'en', 'de', 'en', 'de']);
    expect(chunkLanguages([{ documentId: 'x', text: 'ok' }])).toEqual(['en']);
    expect(chunkLanguages([])).toEqual([]);
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

  it("takes the query's language from the caller when it has one, instead of detecting it", () => {
    const query = 'What are the password requirements?';
    expect(queryTerms(query, ['en'], 'en')).toEqual(queryTerms(query, ['en']));
    // Said to be German: English function words are no stopwords there, and German stems join.
    expect(queryTerms('the', ['en'], 'de')).toEqual(['the']);
  });
});
