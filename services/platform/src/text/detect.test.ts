import { describe, expect, it } from '@jest/globals';
import { detectLanguage, detectOnce, languageSample } from './detect.js';

describe('detectOnce', () => {
  it('answers as detectLanguage does, for texts that share a sample or not', () => {
    const detect = detectOnce();
    const texts = [
      'Wann öffnet der Laden am Samstag morgens?',
      '\nWann öffnet der Laden am Samstag morgens?  ',
      'When does the shop open on Saturday mornings?',
      'Hi',
      `${'x'.repeat(1990)}  Quand ouvrez-vous le samedi matin ?`,
    ];
    for (const text of texts) expect(detect(text)).toBe(detectLanguage(text));
    expect(languageSample(texts[1]!)).toBe(texts[0]);
  });
});

describe('languageSample', () => {
  it('leaves out words with digits: codes and numbers say nothing of the language', () => {
    expect(languageSample('Order AB12CD34, shipped 3rd May (#4711).')).toBe(
      'Order   shipped   May',
    );
    // Seen in a test: the id's letters made tinyld read this English email as Italian.
    const email = 'Broken parcel fcca3bae\nMy parcel arrived broken. What should I do?';
    expect(detectLanguage(email)).toBe('en');
    // The sample is its own sample: detectOnce's key and detectLanguage agree.
    expect(languageSample(languageSample(email))).toBe(languageSample(email));
  });
});
