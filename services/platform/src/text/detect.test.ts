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
