import { describe, expect, it } from '@jest/globals';
import { createLogger } from '@winzmail/platform';
import { questionUnits, type Passage } from '@winzmail/platform/llm';
import type { Knowledge } from '../src/adapters/knowledge.js';
import { LEXICAL_RECHECK_MS, Meaning } from '../src/meaning.js';

/**
 * A lexical embedder's relatedness is never read (passages are chosen and matched by words), so
 * once knowledge-ingestion says its embedder is lexical, replies stop asking for a while; a
 * semantic one is asked every time.
 */
const passage: Passage = {
  number: 1,
  chunkId: 'c1',
  documentId: 'd1',
  filename: 'Hours',
  heading: 'Hours',
  text: 'We open at nine. We close at five.',
  score: 1,
};
const units = questionUnits('When do you open?', '');

function knowledge(kind: 'semantic' | 'lexical') {
  const calls: string[][] = [];
  const double: Knowledge = {
    search: async () => [],
    relatedness: async (_org, u, texts) => {
      calls.push(texts);
      return { rows: u.map(() => texts.map(() => 0.5)), kind };
    },
    close: () => {},
  };
  return { calls, double };
}

describe('Meaning with a lexical embedder', () => {
  const logger = createLogger({ service: 'test', level: 'silent' });

  it('asks once, then answers lexical without a call until the recheck time', async () => {
    let now = 1_000;
    const { calls, double } = knowledge('lexical');
    const meaning = new Meaning({ knowledge: double, logger, now: () => now });
    const first = await meaning.ofPassages('o1', units, [passage]);
    expect(first?.kind).toBe('lexical');
    expect(calls).toHaveLength(1);
    now += LEXICAL_RECHECK_MS - 1;
    const second = await meaning.ofPassages('o1', units, [passage]);
    expect(second).toEqual({ units: first!.units, sentences: new Map(), kind: 'lexical' });
    expect(calls).toHaveLength(1);
    now += 1;
    await meaning.ofPassages('o1', units, [passage]);
    expect(calls).toHaveLength(2);
  });

  it('asks a semantic embedder every time', async () => {
    const { calls, double } = knowledge('semantic');
    const meaning = new Meaning({ knowledge: double, logger });
    for (let i = 0; i < 3; i++)
      expect((await meaning.ofPassages('o1', units, [passage]))?.kind).toBe('semantic');
    expect(calls).toHaveLength(3);
  });
});
