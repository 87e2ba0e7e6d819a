import { describe, expect, it } from '@jest/globals';
import { openEmbedder, type Embedder } from '@winzmail/platform/embed';
import { meaningText, splitSentences } from '@winzmail/platform/llm';
import { MAX_TEXT_CHARS, MAX_UNITS, Relatedness } from './relatedness.js';

/** The lexical embedder, counting the texts it is asked to embed. */
async function counting(): Promise<{ embedder: Embedder; embedded: string[] }> {
  const inner = await openEmbedder({ provider: 'lexical' });
  const embedded: string[] = [];
  const embedder: Embedder = {
    id: inner.id,
    dims: inner.dims,
    kind: inner.kind,
    embed: async (texts) => {
      embedded.push(...texts);
      return inner.embed(texts);
    },
  };
  return { embedder, embedded };
}

describe('Relatedness', () => {
  const texts = [
    'You can return items within 30 days of delivery.',
    'All products carry a two-year warranty.',
  ];

  it('gives each unit its cosine similarity to each text', async () => {
    const { embedder } = await counting();
    const m = await new Relatedness(embedder).matrix(
      'org',
      ['Can I return items?', 'warranty'],
      texts,
    );
    expect(m).toMatchObject({ embedder: 'lexical-hash-384', kind: 'lexical' });
    expect(m.rows).toHaveLength(2);
    expect(m.rows[0]![0]!).toBeGreaterThan(m.rows[0]![1]!);
    expect(m.rows[1]![1]!).toBeGreaterThan(m.rows[1]![0]!);
    for (const row of m.rows) for (const x of row) expect(Math.abs(x)).toBeLessThanOrEqual(1);
  });

  it('embeds a text once: asked again, the vectors come from the cache', async () => {
    const { embedder, embedded } = await counting();
    const r = new Relatedness(embedder);
    const first = await r.matrix('org', ['Can I return items?'], [...texts, texts[0]!]);
    expect(embedded).toHaveLength(3);
    const calls = r.modelCalls;
    const again = await r.matrix('org', ['Can I return items?'], texts);
    expect(r.modelCalls).toBe(calls);
    expect(embedded).toHaveLength(3);
    expect(again.rows[0]).toEqual(first.rows[0]!.slice(0, 2));
    // A new unit is one more text to embed, the sentences are not embedded again.
    await r.matrix('org', ['Is there a warranty?'], texts);
    expect(embedded).toHaveLength(4);
  });

  it('embeds a semantic embedder’s sentences at indexing time, as reply-generation asks them', async () => {
    const { embedder, embedded } = await counting();
    const r = new Relatedness({ ...embedder, kind: 'semantic' });
    const chunk = { heading: 'Shop FAQ › Returns', text: texts.join(' ') };
    await r.prewarm([chunk]);
    expect(embedded).toEqual(texts.map((t) => `Returns: ${t}`));
    const calls = r.modelCalls;
    // The question's first reply: only the unit is embedded, every sentence is cached.
    await r.matrix(
      'org',
      ['Can I return items?'],
      splitSentences(chunk.text).map((t) => meaningText(chunk.heading, t)),
    );
    expect(r.modelCalls).toBe(calls + 1);
    expect(embedded).toHaveLength(3);
    // Closed (service shutdown): nothing more is embedded.
    const closing = new Relatedness({ ...(await counting()).embedder, kind: 'semantic' });
    closing.close();
    await closing.prewarm([chunk]);
    expect(closing.modelCalls).toBe(0);
    // A lexical embedder's vectors are made when asked: nothing at indexing time.
    const lexical = await counting();
    await new Relatedness(lexical.embedder).prewarm([chunk]);
    expect(lexical.embedded).toHaveLength(0);
  });

  it('refuses what is too much, and needs an organisation', async () => {
    const r = new Relatedness((await counting()).embedder);
    await expect(r.matrix('', ['a'], ['b'])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(
      r.matrix(
        'org',
        Array.from({ length: MAX_UNITS + 1 }, () => 'q'),
        ['b'],
      ),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(r.matrix('org', ['a'], ['x'.repeat(MAX_TEXT_CHARS + 1)])).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(await r.matrix('org', [], ['b'])).toMatchObject({ rows: [] });
  });
});
