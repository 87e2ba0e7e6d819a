import { describe, expect, it } from '@jest/globals';
import { detectLanguage } from '@winzmail/platform/text';
import {
  knowledgeBase,
  loadAnswerSets,
  normFact,
  type KnowledgeBaseName,
} from '../../../bench/answer-sets.js';

/**
 * The answer-quality bench's labelled sets (bench/data/answer-quality) keep their meaning: every
 * gold fact and quoted sentence is in the knowledge base it is asked against (a package update
 * that changes the text fails here, not silently in the figures), unanswerable units carry no
 * fact, and each question is in the language it is labelled with.
 */
const sets = loadAnswerSets();
const texts = new Map<KnowledgeBaseName, string>(
  (['udhr', 'policies'] as const).map((kb) => [
    kb,
    normFact(
      knowledgeBase(kb)
        .map((d) => d.text)
        .join('\n\n'),
    ),
  ]),
);
const kbText = (kb: KnowledgeBaseName): string => {
  const text = texts.get(kb);
  if (!text) throw new Error(`unknown knowledge base ${kb}`);
  return text;
};
const kbsOf = (items: { kb: KnowledgeBaseName }[]) => new Set(items.map((i) => i.kb));

describe('answer-quality sets', () => {
  it('have the sizes the figures are read at, each over both knowledge bases', () => {
    expect(sets.reworded.length).toBeGreaterThanOrEqual(40);
    expect(sets.unanswerable.length).toBeGreaterThanOrEqual(20);
    expect(sets.wrongTopic.length).toBeGreaterThanOrEqual(20);
    expect(sets.multiQuestion.length).toBeGreaterThanOrEqual(10);
    expect(sets.language.length).toBeGreaterThanOrEqual(20);
    for (const items of [
      sets.reworded,
      sets.unanswerable,
      sets.wrongTopic,
      sets.multiQuestion,
      sets.language,
    ])
      expect([...kbsOf(items)].sort()).toEqual(['policies', 'udhr']);
  });

  it('answerable questions: every gold fact is in the knowledge base text', () => {
    const answerable = [
      ...sets.udhr.answerable,
      ...sets.reworded,
      ...sets.multiQuestion.flatMap((e) =>
        e.units.filter((u) => u.facts).map((u) => ({ kb: e.kb, q: u.ask, facts: u.facts! })),
      ),
    ];
    for (const { kb, q, facts } of answerable) {
      expect(facts.length).toBeGreaterThan(0);
      for (const fact of facts)
        expect({ q, fact, found: kbText(kb).includes(normFact(fact)) }).toEqual({
          q,
          fact,
          found: true,
        });
    }
  });

  it('reworded questions do not repeat their gold fact', () => {
    for (const { q, facts } of sets.reworded)
      for (const fact of facts) expect(normFact(q)).not.toContain(normFact(fact));
  });

  it('unanswerable questions and units carry no gold fact; a unit names a topic the knowledge base lacks', () => {
    for (const u of [...sets.unanswerable, ...sets.udhr.unanswerable])
      expect(Object.keys(u).sort()).toEqual(['kb', 'q']);
    for (const email of sets.multiQuestion) {
      expect(email.units.length).toBeGreaterThanOrEqual(2);
      expect(email.units.length).toBeLessThanOrEqual(3);
      for (const unit of email.units) {
        expect(Boolean(unit.facts) !== Boolean(unit.topic)).toBe(true);
        if (!unit.topic) continue;
        const word = new RegExp(`\\b${normFact(unit.topic)}\\b`);
        expect({ topic: unit.topic, inKb: word.test(kbText(email.kb)) }).toEqual({
          topic: unit.topic,
          inKb: false,
        });
        expect(normFact(email.body)).toMatch(word);
      }
    }
  });

  it('wrong-topic replies quote true sentences of the knowledge base', () => {
    for (const { kb, q, quote } of sets.wrongTopic) {
      expect(quote.length).toBeGreaterThan(0);
      for (const sentence of quote)
        expect({ q, sentence, found: kbText(kb).includes(normFact(sentence)) }).toEqual({
          q,
          sentence,
          found: true,
        });
    }
  });

  it('language questions are detected as the language they are labelled with', () => {
    expect(new Set(sets.language.map((l) => l.lang)).size).toBeGreaterThanOrEqual(4);
    for (const { q, lang } of sets.language) {
      expect(lang).not.toBe('en');
      expect({ q, detected: detectLanguage(q) }).toEqual({ q, detected: lang });
    }
  });
});
