import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Chunk, SearchIndex } from '../../src/search/index.js';
import { uniqueName } from '@winzmail/testing';

/** Vector size used by the suite (small: the behaviour does not depend on it). */
export const CONTRACT_DIMS = 8;

/** Unit vector along axis `i`, optionally tilted towards axis `j`. */
function axis(i: number, j?: number, tilt = 0): number[] {
  const v = new Array<number>(CONTRACT_DIMS).fill(0);
  v[i] = 1;
  if (j !== undefined) v[j] = tilt;
  return v;
}

function chunk(
  orgId: string,
  id: string,
  text: string,
  vector: number[],
  documentId = `doc-${id}`,
): Chunk {
  return {
    id,
    orgId,
    documentId,
    filename: `${documentId}.pdf`,
    heading: `About ${id}`,
    text,
    vector,
  };
}

export function runSearchIndexContract(
  name: string,
  open: () => Promise<SearchIndex>,
  timeoutMs = 30_000,
): void {
  describe(`SearchIndex contract: ${name}`, () => {
    let index: SearchIndex;
    const test = (title: string, fn: () => Promise<void>): void => it(title, fn, timeoutMs);
    const ids = async (orgId: string, text: string, vector: number[], k = 10): Promise<string[]> =>
      (await index.search(orgId, { text, vector, k })).map((h) => h.chunkId);

    beforeAll(async () => {
      index = await open();
    }, timeoutMs);
    afterAll(async () => {
      await index?.close();
    });

    test("keeps organisations apart: B never sees A's chunks", async () => {
      const a = uniqueName('org');
      const b = uniqueName('org');
      await index.upsert([chunk(a, 'a-secret', 'secret pricing for the acme merger', axis(0))]);
      expect(await ids(b, 'secret pricing acme merger', axis(0))).toEqual([]);
      // The same chunk id in two organisations: each sees only its own.
      await index.upsert([
        chunk(a, 'shared-id', 'alpha text from org a', axis(1)),
        chunk(b, 'shared-id', 'beta text from org b', axis(1)),
      ]);
      const hitsB = await index.search(b, { text: 'text from org', vector: axis(1), k: 10 });
      expect(hitsB.map((h) => [h.chunkId, h.text])).toEqual([
        ['shared-id', 'beta text from org b'],
      ]);
      expect(await ids(a, 'secret pricing', axis(0))).toContain('a-secret');
    });

    test('returns the full hit with a positive score', async () => {
      const org = uniqueName('org');
      await index.upsert([chunk(org, 'h1', 'refund policy for annual plans', axis(2))]);
      const [hit] = await index.search(org, { text: 'refund policy', vector: axis(2), k: 3 });
      expect(hit).toMatchObject({
        chunkId: 'h1',
        documentId: 'doc-h1',
        filename: 'doc-h1.pdf',
        heading: 'About h1',
        text: 'refund policy for annual plans',
      });
      expect(hit?.score).toBeGreaterThan(0);
    });

    test("keeps a chunk's page address with it; a chunk indexed without one has none", async () => {
      const org = uniqueName('org');
      await index.upsert([
        {
          ...chunk(org, 'page', 'delivery within two days', axis(3)),
          sourceUrl: 'https://shop.example/delivery',
        },
        { ...chunk(org, 'file', 'delivery abroad takes a week', axis(3)), sourceUrl: '' },
        // As chunks were indexed before the address was kept.
        chunk(org, 'older', 'delivery by bicycle courier', axis(3)),
      ]);
      const hits = await index.search(org, { text: 'delivery', vector: axis(3), k: 5 });
      const byId = new Map(hits.map((h) => [h.chunkId, h]));
      expect(byId.get('page')?.sourceUrl).toBe('https://shop.example/delivery');
      expect(byId.get('file')?.sourceUrl).toBe('');
      expect(byId.get('older')).toBeDefined();
      expect(byId.get('older')?.sourceUrl).toBeUndefined();
    });

    describe('hybrid retrieval', () => {
      const org = uniqueName('org');
      beforeAll(async () => {
        await index.upsert([
          // Points away from the query vectors below: ranked last by kNN, found by its words.
          chunk(org, 'text-only', 'the zebra protocol explains refunds', [-1, 1, 0, 0, 0, 0, 0, 0]),
          chunk(org, 'vector-only', 'opening hours of the front desk', axis(0, 3, 0.05)),
          chunk(org, 'both', 'zebra refunds overview', axis(0, 4, 0.3)),
          chunk(org, 'neither', 'parking and directions', axis(5)),
        ]);
      }, timeoutMs);

      test('a text-only query finds exactly the BM25 matches', async () => {
        expect((await ids(org, 'zebra refunds', [])).sort()).toEqual(['both', 'text-only']);
      });

      test('a BM25 match lifts a chunk that kNN ranks last', async () => {
        const ranked = await ids(org, 'zebra protocol', axis(0), 4);
        expect(ranked.slice(0, 2)).toContain('text-only');
        expect(ranked.indexOf('text-only')).toBeLessThan(ranked.indexOf('vector-only'));
      });

      test('a vector-only query ranks by cosine', async () => {
        expect((await ids(org, '', axis(0))).slice(0, 2)).toEqual(['vector-only', 'both']);
        expect((await ids(org, 'qwertyuiop', axis(5)))[0]).toBe('neither');
      });

      test('fusion ranks the chunk matching both the words and the vector first', async () => {
        const ranked = await ids(org, 'zebra refunds', axis(0));
        expect(ranked[0]).toBe('both');
        expect(ranked).toEqual(expect.arrayContaining(['text-only', 'vector-only']));
      });

      test('folds case and accents like the Elasticsearch analyzer', async () => {
        await index.upsert([chunk(org, 'accents', 'Le Café Crème est servi', axis(6))]);
        expect(await ids(org, 'cafe creme', [])).toEqual(['accents']);
      });
    });

    describe('text analysis (stems, stopwords, CJK bigrams)', () => {
      const org = uniqueName('org');
      beforeAll(async () => {
        await index.upsert([
          chunk(
            org,
            'en-pw',
            'Passwords need twelve characters and are stored as salted hashes.',
            axis(0),
          ),
          chunk(
            org,
            'en-the',
            'The answer is in the box that is on the table by the door.',
            axis(1),
          ),
          chunk(
            org,
            'de-bill',
            'Die Rechnungen werden am ersten Tag jedes Monats per E-Mail verschickt.',
            axis(2),
          ),
          chunk(
            org,
            'ar-goods',
            'يمكن إرجاع المنتجات غير المستخدمة خلال ثلاثين يومًا من التسليم',
            axis(3),
          ),
          chunk(org, 'zh-reset', '如需重置密码，请在登录页面点击忘记密码链接。', axis(4)),
        ]);
      }, timeoutMs);

      test('an English plural finds the singular and back ("password" ↔ "Passwords")', async () => {
        expect(await ids(org, 'password', [])).toEqual(['en-pw']);
        expect(await ids(org, 'how are passwords stored and hashed', [])).toEqual(['en-pw']);
      });

      test('German and Arabic words are stemmed in their language', async () => {
        expect(await ids(org, 'Rechnung', [])).toEqual(['de-bill']);
        expect(await ids(org, 'Wann kommt meine monatliche Rechnung?', [])).toContain('de-bill');
        expect(await ids(org, 'المنتج', [])).toEqual(['ar-goods']);
      });

      test('stopwords are no terms: only the content words of a question match', async () => {
        expect(await ids(org, 'the', [])).toEqual([]);
        expect((await ids(org, 'what is the password of the box?', [])).sort()).toEqual([
          'en-pw',
          'en-the',
        ]);
        expect((await ids(org, 'what is on the password', []))[0]).toBe('en-pw');
      });

      test('Chinese is matched by character bigrams, in any word order', async () => {
        expect(await ids(org, '重置密码', [])).toEqual(['zh-reset']);
        expect(await ids(org, '忘记密码怎么办', [])).toEqual(['zh-reset']);
      });

      test('a dense weight of 0 leaves the vectors out of the fusion', async () => {
        const hits = await index.search(org, {
          text: 'password',
          vector: axis(4),
          k: 5,
          denseWeight: 0,
        });
        expect(hits.map((h) => h.chunkId)).toEqual(['en-pw']);
        const fused = await index.search(org, { text: 'password', vector: axis(4), k: 5 });
        expect(
          fused
            .map((h) => h.chunkId)
            .slice(0, 2)
            .sort(),
        ).toEqual(['en-pw', 'zh-reset']);
        await expect(
          index.search(org, { text: 'password', vector: axis(4), k: 5, denseWeight: -1 }),
        ).rejects.toThrow(/denseWeight/);
      });
    });

    test('honours k and orders by score', async () => {
      const org = uniqueName('org');
      await index.upsert(
        Array.from({ length: 20 }, (_, i) =>
          chunk(org, `k${i}`, `invoice number ${i} for the invoice run`, axis(i % CONTRACT_DIMS)),
        ),
      );
      const hits = await index.search(org, { text: 'invoice', vector: axis(0), k: 5 });
      expect(hits).toHaveLength(5);
      const scores = hits.map((h) => h.score);
      expect([...scores].sort((x, y) => y - x)).toEqual(scores);
      expect(await index.search(org, { text: 'invoice', vector: axis(0), k: 1 })).toHaveLength(1);
    });

    test('deleteByDocument removes every chunk of that document, in that organisation only', async () => {
      const org = uniqueName('org');
      const other = uniqueName('org');
      await index.upsert([
        chunk(org, 'd1-a', 'warranty terms part one', axis(0), 'd1'),
        chunk(org, 'd1-b', 'warranty terms part two', axis(1), 'd1'),
        chunk(org, 'd1-c', 'warranty terms part three', axis(2), 'd1'),
        chunk(org, 'd2-a', 'warranty exclusions', axis(3), 'd2'),
        chunk(other, 'o-d1', 'warranty of the other org', axis(0), 'd1'),
      ]);
      await index.deleteByDocument(org, 'd1');
      expect(await ids(org, 'warranty terms', axis(0))).toEqual(['d2-a']);
      expect(await ids(other, 'warranty', axis(0))).toEqual(['o-d1']);
      await index.deleteByDocument(org, 'no-such-document');
    });

    test('deleteByOrg removes every chunk of that organisation only, and may be repeated', async () => {
      const org = uniqueName('org');
      const other = uniqueName('org');
      await index.upsert([
        chunk(org, 'g1', 'refund policy for orders', axis(0), 'd1'),
        chunk(org, 'g2', 'refund policy for gifts', axis(1), 'd2'),
        chunk(other, 'h1', 'refund policy of the other org', axis(0), 'd1'),
      ]);
      await index.deleteByOrg(org);
      expect(await ids(org, 'refund policy', axis(0))).toEqual([]);
      expect(await ids(other, 'refund', axis(0))).toEqual(['h1']);
      await index.deleteByOrg(org);
      await index.close();
      index = await open();
      expect(await ids(org, 'refund policy', axis(0))).toEqual([]);
    });

    test('upserting a chunk id again replaces it', async () => {
      const org = uniqueName('org');
      await index.upsert([chunk(org, 'r1', 'old wording about shipping', axis(0))]);
      await index.upsert([chunk(org, 'r1', 'new wording about delivery', axis(1))]);
      expect(await ids(org, 'shipping', [])).toEqual([]);
      const hits = await index.search(org, { text: 'delivery', vector: axis(1), k: 5 });
      expect(hits.map((h) => [h.chunkId, h.text])).toEqual([['r1', 'new wording about delivery']]);
    });

    test('refuses vectors of the wrong size and a non-positive k', async () => {
      const org = uniqueName('org');
      await expect(index.upsert([chunk(org, 'bad', 'x', [1, 2, 3])])).rejects.toThrow(/dimensions/);
      await expect(index.search(org, { text: 'x', vector: [1], k: 3 })).rejects.toThrow(
        /dimensions/,
      );
      await expect(index.search(org, { text: 'x', vector: axis(0), k: 0 })).rejects.toThrow(
        /k must/,
      );
    });

    test('keeps the index across close and reopen', async () => {
      const org = uniqueName('org');
      await index.upsert([chunk(org, 'p1', 'persistent knowledge about onboarding', axis(4))]);
      await index.close();
      index = await open();
      expect(await ids(org, 'onboarding', axis(4))).toEqual(['p1']);
    });
  });
}
