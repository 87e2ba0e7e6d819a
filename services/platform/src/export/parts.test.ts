import { describe, expect, it } from '@jest/globals';
import { byteFile, jsonArrayFile, PIECE_BYTES, withoutOutbox, type ExportPart } from './parts.js';

async function collect(parts: AsyncIterable<ExportPart>): Promise<ExportPart[]> {
  const out: ExportPart[] = [];
  for await (const p of parts) out.push(p);
  return out;
}

async function* pages<T>(...list: T[][]): AsyncGenerator<T[]> {
  for (const page of list) yield page;
}

describe('export parts', () => {
  it('writes a JSON array as its pages arrive, in pieces no larger than PIECE_BYTES', async () => {
    const big = 'x'.repeat(PIECE_BYTES / 4);
    const records = Array.from({ length: 10 }, (_, i) => ({ i, big }));
    const parts = await collect(
      jsonArrayFile('a.json', pages(records.slice(0, 3), [], records.slice(3))),
    );
    expect(parts.every((p) => p.path === 'a.json' && p.data.length <= PIECE_BYTES)).toBe(true);
    expect(parts.length).toBeGreaterThan(2);
    expect(JSON.parse(Buffer.concat(parts.map((p) => p.data)).toString())).toEqual(records);
  });

  it('writes an empty array and an empty file', async () => {
    const empty = await collect(jsonArrayFile('e.json', pages()));
    expect(JSON.parse(Buffer.concat(empty.map((p) => p.data)).toString())).toEqual([]);
    expect(await collect(byteFile('f.txt', (async function* () {})()))).toEqual([
      { path: 'f.txt', data: Buffer.alloc(0) },
    ]);
  });

  it('leaves the outbox out of a record', () => {
    expect(withoutOutbox({ _id: 'a', outbox: [1], outbox_token: 't', text: 'kept' })).toEqual({
      _id: 'a',
      text: 'kept',
    });
  });
});
