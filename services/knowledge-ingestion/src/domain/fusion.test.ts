import { describe, expect, it } from '@jest/globals';
import { denseWeight, SEMANTIC_DENSE_WEIGHT } from './fusion.js';

describe('dense weight in the fusion', () => {
  const minilm = { id: 'local:all-MiniLM-L6-v2', kind: 'semantic' };
  const multilingual = { id: 'local:multilingual-e5-small', kind: 'semantic' };

  it('leaves the lexical embedder out', () => {
    expect(denseWeight({ id: 'lexical-hash-384', kind: 'lexical' }, 'refund policy')).toBe(0);
  });

  it('leaves an English-only model out of questions in another language', () => {
    expect(denseWeight(minilm, 'How long do I have to send a parcel back?')).toBe(
      SEMANTIC_DENSE_WEIGHT,
    );
    expect(denseWeight(minilm, 'Wie lange habe ich Zeit, ein Paket zurückzusenden?')).toBe(0);
    expect(denseWeight(minilm, '我可以自由改变宗教信仰吗？')).toBe(0);
    expect(denseWeight(minilm, 'refund')).toBe(SEMANTIC_DENSE_WEIGHT); // too short to tell
    expect(denseWeight(minilm, 'Darf ich meine Religion wechseln?')).toBe(0);
    expect(denseWeight(minilm, '人人都有权拥有财产吗？')).toBe(0); // too short for the detector
    expect(denseWeight(minilm, 'rename the -h help flag')).toBe(SEMANTIC_DENSE_WEIGHT);
    expect(denseWeight(multilingual, 'هل يجوز تعذيب أي إنسان؟')).toBe(SEMANTIC_DENSE_WEIGHT);
  });

  it('follows the languages an embedder declares before its name', () => {
    const arabic = 'هل يجوز تعذيب أي إنسان؟';
    const e5 = { id: 'openai:e5-passage', kind: 'semantic', languages: 'multi' as const };
    expect(denseWeight(e5, arabic)).toBe(SEMANTIC_DENSE_WEIGHT);
    const declaredEnglish = { id: 'openai:my-model', kind: 'semantic', languages: 'en' as const };
    expect(denseWeight(declaredEnglish, arabic)).toBe(0);
    expect(denseWeight(declaredEnglish, 'Can anyone be tortured?')).toBe(SEMANTIC_DENSE_WEIGHT);
    // A declaration overrides the name list: a MiniLM fine-tuned on many languages, say.
    const declaredMulti = { ...minilm, languages: 'multi' as const };
    expect(denseWeight(declaredMulti, arabic)).toBe(SEMANTIC_DENSE_WEIGHT);
  });
});
