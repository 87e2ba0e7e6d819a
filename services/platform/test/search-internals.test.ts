import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { DOT_SCAN_WASM_BASE64 } from '../src/search/adapters/memory/dot-scan-wasm.js';
import { OrgIndex } from '../src/search/adapters/memory/org-index.js';
import { DEFAULT_RANKING } from '../src/search/analysis.js';
import { VectorMatrix } from '../src/search/adapters/memory/vector-matrix.js';

let seed = 7;
const random = (): number => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32 - 0.5;
};
const vec = (dims: number): number[] => Array.from({ length: dims }, random);
const cosine = (a: number[], b: number[]): number => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    dot += x * (b[i] as number);
    na += x * x;
    nb += (b[i] as number) ** 2;
  });
  return dot / Math.sqrt(na * nb);
};

describe('VectorMatrix', () => {
  it.each([
    ['SIMD (dims multiple of 8)', 384],
    ['JavaScript fallback', 12],
  ])('scores every row with its exact cosine: %s', (_what, dims) => {
    const matrix = new VectorMatrix(dims, 4);
    const rows = Array.from({ length: 700 }, () => vec(dims));
    rows.forEach((r, n) => matrix.set(n, r)); // grows past the initial capacity on the way
    const q = vec(dims);
    const scores = matrix.scan(q, rows.length);
    expect(scores).not.toBeNull();
    rows.forEach((r, n) => expect(scores?.[n]).toBeCloseTo(cosine(q, r), 5));
    expect(matrix.scan(new Array<number>(dims).fill(0), rows.length)).toBeNull();
  });

  it('is the compiled form of dot-scan.wat', async () => {
    const { default: wabt } = await import('wabt');
    const source = await readFile(
      new URL('../src/search/adapters/memory/dot-scan.wat', import.meta.url),
      'utf8',
    );
    const module = (await wabt()).parseWat('dot-scan.wat', source, { simd: true });
    expect(Buffer.from(module.toBinary({}).buffer).toString('base64')).toBe(DOT_SCAN_WASM_BASE64);
  });
});

describe('OrgIndex compaction', () => {
  it('keeps search results right after most chunks are deleted and the rest packed', () => {
    const dims = 16;
    const index = new OrgIndex(dims, DEFAULT_RANKING);
    const vectors = new Map<string, number[]>();
    for (let d = 0; d < 150; d++) {
      const chunks = Array.from({ length: 20 }, (_, c) => {
        const id = `d${d}-c${c}`;
        const vector = vec(dims);
        vectors.set(id, vector);
        return {
          id,
          orgId: 'o',
          documentId: `d${d}`,
          filename: `f${d}`,
          heading: 'h',
          text: `common words uniq${id.replace('-', 'x')}`,
          vector,
        };
      });
      index.upsert(chunks);
    }
    for (let d = 0; d < 100; d++) index.deleteDocument(`d${d}`); // 2000 of 3000 gone: compaction runs
    expect(index.size).toBe(1000);
    for (const id of ['d100-c0', 'd120-c7', 'd149-c19']) {
      const { bm25, knn } = index.rank(
        `uniq${id.replace('-', 'x')}`,
        vectors.get(id) as number[],
        5,
      );
      expect(bm25).toEqual([id]);
      expect(knn[0]).toBe(id);
    }
    expect(index.rank('uniqd5xc0', [], 5).bm25).toEqual([]);
    const snapshot = index.snapshot();
    expect(snapshot.rows).toHaveLength(1000);
    expect(snapshot.vectors).toHaveLength(1000 * dims);
  });
});

describe('OrgIndex snapshots', () => {
  it('restores from saved postings exactly as from re-indexing the rows', () => {
    const dims = 8;
    const index = new OrgIndex(dims, DEFAULT_RANKING);
    const words = [
      'refund',
      'invoice',
      'shipping',
      'café',
      'delivery',
      'warranty',
      'plan',
      'annual',
    ];
    for (let d = 0; d < 40; d++) {
      index.upsert(
        Array.from({ length: 5 }, (_, c) => ({
          id: `d${d}-c${c}`,
          orgId: 'o',
          documentId: `d${d}`,
          filename: `file ${words[d % 8]}`,
          heading: words[(d + c) % 8] as string,
          text: `${words[c % 8]} ${words[(d * 3) % 8]} ${words[(c + d) % 8]} text`,
          vector: vec(dims),
        })),
      );
    }
    for (let d = 0; d < 8; d++) index.deleteDocument(`d${d}`); // 40 of 200 dead: below the compaction threshold
    index.upsert([
      {
        id: 'd20-c1',
        orgId: 'o',
        documentId: 'd20',
        filename: 'f',
        heading: 'h',
        text: 'replaced refund',
        vector: vec(dims),
      },
    ]);
    const { rows, vectors, bm25 } = index.snapshot();
    const fromPostings = OrgIndex.restore(dims, DEFAULT_RANKING, rows, vectors, bm25);
    const rebuilt = OrgIndex.restore(dims, DEFAULT_RANKING, rows, vectors);
    for (const query of ['refund', 'cafe annual', 'shipping plan warranty', 'file', 'text']) {
      const q = vec(dims);
      expect(fromPostings.rank(query, q, 20)).toEqual(rebuilt.rank(query, q, 20));
      // The live index still counts dead entries in its IDF (until compaction): same hits, and
      // the same kNN order, but BM25 ties may order differently.
      const live = index.rank(query, q, 1000);
      const restored = fromPostings.rank(query, q, 1000);
      expect(restored.knn).toEqual(live.knn);
      expect([...restored.bm25].sort()).toEqual([...live.bm25].sort());
    }
  });
});
