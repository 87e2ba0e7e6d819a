import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DuplicateKeyError } from '../../src/errors/index.js';
import type {
  Collection,
  Doc,
  DocumentStore,
  Filter,
  IndexSpec,
  Update,
} from '../../src/store/index.js';
import { uniqueName, itUnlessWaived } from '@winzmail/testing';

/**
 * Every check runs on every adapter unless a waiver says why it cannot (the waiver is printed;
 * a skip without one fails CI).
 */
export interface StoreContractOptions {
  waivers?: {
    /** Expired documents vanish at once (embedded); MongoDB's TTL monitor runs once a minute. */
    promptTtl?: string;
    /**
     * Updates of one document are atomic (MongoDB, embedded): a conditional update has one
     * winner, concurrent $inc/$push lose nothing. FerretDB 1.x on either backend is neither.
     */
    atomicUpdates?: string;
  };
}

/** Concurrent unique-key inserts: the exactly-once paths (trial start, send claim) rely on it. */
export const CONCURRENT_INSERTS = 50;

interface Sample extends Doc {
  n?: number | string;
  s?: string;
  tags?: string[];
  nested?: { k: string; v: number };
  items?: Array<{ name: string; qty: number }>;
  flag?: boolean;
  opt?: null;
}

const SAMPLES: Sample[] = [
  { _id: 'a', n: 1, s: 'apple', tags: ['x', 'y'], nested: { k: 'p', v: 10 }, flag: true },
  { _id: 'b', n: 2, s: 'banana', tags: ['y'], nested: { k: 'q', v: 20 }, opt: null },
  { _id: 'c', n: 3, s: 'cherry', tags: [], nested: { k: 'p', v: 30 }, flag: false },
  {
    _id: 'd',
    n: '4',
    s: 'date',
    items: [
      { name: 'i1', qty: 1 },
      { name: 'i2', qty: 5 },
    ],
  },
];

/** [filter, ids it matches]: MongoDB's semantics, which every adapter must reproduce. */
const FILTER_CASES: Array<[string, Filter, string[]]> = [
  ['empty filter', {}, ['a', 'b', 'c', 'd']],
  ['equality', { n: 2 }, ['b']],
  ['$eq', { n: { $eq: 2 } }, ['b']],
  ['$ne (includes other types)', { n: { $ne: 2 } }, ['a', 'c', 'd']],
  ['$in', { n: { $in: [1, 3] } }, ['a', 'c']],
  ['$nin', { n: { $nin: [1, 3] } }, ['b', 'd']],
  ['$gt compares numbers only', { n: { $gt: 1 } }, ['b', 'c']],
  ['$gte + $lt', { n: { $gte: 2, $lt: 3 } }, ['b']],
  ['$lte', { n: { $lte: 2 } }, ['a', 'b']],
  ['$gt on strings', { s: { $gt: 'b' } }, ['b', 'c', 'd']],
  ['$exists true', { flag: { $exists: true } }, ['a', 'c']],
  ['$exists false', { flag: { $exists: false } }, ['b', 'd']],
  ['null matches missing', { opt: null }, ['a', 'b', 'c', 'd']],
  ['$ne null', { opt: { $ne: null } }, []],
  ['$in with null', { flag: { $in: [null, false] } }, ['b', 'c', 'd']],
  ['$nin', { flag: { $nin: [true] } }, ['b', 'c', 'd']],
  ['boolean equality', { flag: true }, ['a']],
  ['array contains', { tags: 'y' }, ['a', 'b']],
  ['$ne on an array', { tags: { $ne: 'y' } }, ['c', 'd']],
  ['dotted path', { 'nested.k': 'p' }, ['a', 'c']],
  ['dotted $gt', { 'nested.v': { $gt: 15 } }, ['b', 'c']],
  ['dotted path through an array', { 'items.name': 'i2' }, ['d']],
  ['dotted $gt through an array', { 'items.qty': { $gt: 3 } }, ['d']],
  ['$or', { $or: [{ n: 1 }, { s: 'cherry' }] }, ['a', 'c']],
  ['$and', { $and: [{ 'nested.k': 'p' }, { n: { $gt: 1 } }] }, ['c']],
  ['nested $or in $and', { $and: [{ $or: [{ n: 1 }, { n: 2 }] }, { tags: 'x' }] }, ['a']],
];

export function runDocumentStoreContract(
  name: string,
  open: () => Promise<DocumentStore>,
  options: StoreContractOptions,
): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    const fresh = <T extends Doc>(indexes?: IndexSpec[]): Promise<Collection<T>> =>
      store.collection<T>(uniqueName('c', '_'), indexes);
    const ids = (docs: Doc[]): string[] => docs.map((d) => d._id).sort();

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('inserts and finds documents as they were written (dates included)', async () => {
      const c = await fresh<Doc & { at: Date; nested: { deep: number[] } }>();
      const doc = { _id: 'x', at: new Date('2026-01-02T03:04:05.678Z'), nested: { deep: [1, 2] } };
      await c.insertOne(doc);
      const found = await c.findOne({ _id: 'x' });
      expect(found).toEqual(doc);
      expect(found?.at).toBeInstanceOf(Date);
      expect(await c.findOne({ _id: 'nope' })).toBeNull();
    });

    it('leaves out undefined fields', async () => {
      const c = await fresh<Doc & { a?: string; b: number }>();
      await c.insertOne({ _id: 'u', a: undefined, b: 1 });
      expect(await c.count({ a: { $exists: false } })).toBe(1);
      expect(await c.findOne({ _id: 'u' })).toEqual({ _id: 'u', b: 1 });
    });

    describe('filters', () => {
      let c: Collection<Sample>;
      beforeAll(async () => {
        c = await fresh<Sample>();
        for (const doc of SAMPLES) await c.insertOne(doc);
      });
      it.each(FILTER_CASES)('%s', async (_title, filter, expected) => {
        expect(ids(await c.find(filter))).toEqual(expected);
        expect(await c.count(filter)).toBe(expected.length);
      });
      it('findOne returns a match or null', async () => {
        expect((await c.findOne({ s: 'banana' }))?._id).toBe('b');
        expect(await c.findOne({ s: 'kiwi' })).toBeNull();
      });
    });

    // The same answers when indexes can serve the filter (an adapter that plans over its indexes
    // must only narrow, never decide differently): single, multikey, dotted and compound.
    describe('filters over indexes', () => {
      let c: Collection<Sample>;
      beforeAll(async () => {
        c = await fresh<Sample>([
          { fields: { n: 1 } },
          { fields: { s: -1 } },
          { fields: { tags: 1 } },
          { fields: { 'nested.k': 1, 'nested.v': -1 } },
          { fields: { 'items.qty': 1 } },
          { fields: { flag: 1 } },
          { fields: { opt: 1, n: 1 } },
        ]);
        for (const doc of SAMPLES) await c.insertOne(doc);
      });
      it.each(FILTER_CASES)('%s', async (_title, filter, expected) => {
        expect(ids(await c.find(filter))).toEqual(expected);
        expect(await c.count(filter)).toBe(expected.length);
      });
      it('sorts, skips and limits through an index as without one', async () => {
        const order = async (filter: Filter, sort: Record<string, 1 | -1>, skip = 0, limit = 0) =>
          (await c.find(filter, { sort, skip, ...(limit ? { limit } : {}) })).map((d) => d._id);
        expect(await order({}, { n: 1 })).toEqual(['a', 'b', 'c', 'd']);
        expect(await order({}, { n: -1, _id: -1 })).toEqual(['d', 'c', 'b', 'a']);
        expect(await order({ n: { $gte: 2 } }, { n: -1 }, 1, 1)).toEqual(['b']);
        expect(await order({ 'nested.k': 'p' }, { 'nested.v': -1 })).toEqual(['c', 'a']);
        expect(await order({ 'nested.k': 'p' }, { 'nested.v': 1 }, 0, 1)).toEqual(['a']);
        expect(await order({ s: { $lt: 'd' } }, { s: -1 }, 0, 2)).toEqual(['c', 'b']);
        expect(await order({ tags: { $in: ['x', 'y'] } }, { _id: -1 })).toEqual(['b', 'a']);
      });
      it('keeps the indexes right through updates and deletes', async () => {
        const d = await fresh<Sample>([
          { fields: { n: 1 } },
          { fields: { tags: 1 } },
          { fields: { flag: 1, n: -1 } },
        ]);
        for (const doc of SAMPLES) await d.insertOne(doc);
        expect(await d.count({ flag: false })).toBe(1);
        await d.updateOne({ _id: 'a' }, { $set: { n: 7, tags: ['z'], flag: false } });
        expect(await d.count({ flag: false })).toBe(2);
        expect(await d.count({ flag: true })).toBe(0);
        await d.deleteOne({ _id: 'b' });
        await d.deleteMany({ flag: false, n: 3 });
        expect(await d.count({ flag: false })).toBe(1);
        expect(await d.count({ flag: { $exists: false } })).toBe(1);
        await d.insertOne({ _id: 'c', n: 3, flag: false });
        expect(ids(await d.find({ n: { $gt: 2 } }))).toEqual(['a', 'c']);
        expect(await d.count({ n: 1 })).toBe(0);
        expect(ids(await d.find({ tags: 'y' }))).toEqual([]);
        expect(ids(await d.find({ tags: 'z' }))).toEqual(['a']);
        expect(await d.count({ n: { $exists: true } })).toBe(3);
      });
    });

    it('sorts (numbers before strings), skips and limits', async () => {
      const c = await fresh<Doc & { n: number | string; g: string }>();
      const rows = [
        { _id: '1', n: 3, g: 'b' },
        { _id: '2', n: 1, g: 'a' },
        { _id: '3', n: 'zz', g: 'a' },
        { _id: '4', n: 2, g: 'b' },
        { _id: '5', n: 10, g: 'a' },
      ];
      for (const r of rows) await c.insertOne(r);
      const order = async (
        sort: Record<string, 1 | -1>,
        skip?: number,
        limit?: number,
      ): Promise<string[]> =>
        (
          await c.find(
            {},
            {
              sort,
              ...(skip !== undefined ? { skip } : {}),
              ...(limit !== undefined ? { limit } : {}),
            },
          )
        ).map((d) => d._id);
      expect(await order({ n: 1 })).toEqual(['2', '4', '1', '5', '3']);
      expect(await order({ n: -1 })).toEqual(['3', '5', '1', '4', '2']);
      expect(await order({ g: 1, n: -1 })).toEqual(['3', '5', '2', '1', '4']);
      expect(await order({ n: 1 }, 1, 2)).toEqual(['4', '1']);
      expect(await order({ n: 1 }, 4)).toEqual(['3']);
      expect(await c.find({ g: 'a' }, { limit: 2, sort: { n: 1 } })).toHaveLength(2);
    });

    it('applies every update operator with dotted paths', async () => {
      type U = Doc & Record<string, unknown>;
      const c = await fresh<U>();
      await c.insertOne({ _id: 'u', a: 1, gone: 'x', list: ['p'], sub: { x: 1 } });
      const r = await c.updateOne(
        { _id: 'u' },
        {
          $set: { b: 'two', 'sub.y': 2, 'deep.er.z': true },
          $unset: { gone: true },
          $inc: { a: 5, counter: 2 },
          $push: { list: 'q', fresh: 'first' },
        },
      );
      expect(r).toEqual({ matched: 1, modified: 1 });
      expect(await c.findOne({ _id: 'u' })).toEqual({
        _id: 'u',
        a: 6,
        list: ['p', 'q'],
        sub: { x: 1, y: 2 },
        b: 'two',
        deep: { er: { z: true } },
        counter: 2,
        fresh: ['first'],
      });
      await c.updateOne({ _id: 'u' }, { $push: { list: { $each: ['r', 's'] } } });
      expect((await c.findOne({ _id: 'u' }))?.list).toEqual(['p', 'q', 'r', 's']);
      expect(await c.updateOne({ _id: 'u' }, { $set: { b: 'two' } })).toEqual({
        matched: 1,
        modified: 0,
      });
      expect(await c.updateOne({ _id: 'none' }, { $set: { b: 1 } })).toEqual({
        matched: 0,
        modified: 0,
      });
      await expect(c.updateOne({ _id: 'u' }, { $inc: { b: 1 } })).rejects.toThrow();
      await expect(c.updateOne({ _id: 'u' }, { $push: { a: 1 } })).rejects.toThrow();
      expect((await c.findOne({ _id: 'u' }))?.a).toBe(6);
    });

    it('updateMany updates every match', async () => {
      const c = await fresh<Doc & { org: string; status: string }>();
      for (let i = 0; i < 5; i++)
        await c.insertOne({ _id: `m${i}`, org: i < 3 ? 'o1' : 'o2', status: 'new' });
      expect(await c.updateMany({ org: 'o1' }, { $set: { status: 'done' } })).toEqual({
        matched: 3,
        modified: 3,
      });
      expect(await c.count({ status: 'done' })).toBe(3);
      expect(await c.updateMany({ org: 'o9' }, { $set: { status: 'x' } })).toEqual({
        matched: 0,
        modified: 0,
      });
    });

    it('upserts from the filter equalities, $set and $setOnInsert', async () => {
      const c = await fresh<
        Doc & { org: string; key: string; v: number; created?: string; hits?: number }
      >();
      const filter: Filter = { org: 'o1', key: { $eq: 'k1' }, v: { $gte: 0 } };
      const update: Update = {
        $set: { v: 1 },
        $setOnInsert: { created: 'first' },
        $inc: { hits: 1 },
      };
      const first = await c.updateOne(filter, update, { upsert: true });
      expect(first.matched).toBe(0);
      expect(typeof first.upsertedId).toBe('string');
      const inserted = await c.findOne({ _id: first.upsertedId as string });
      expect(inserted).toEqual({
        _id: first.upsertedId,
        org: 'o1',
        key: 'k1',
        v: 1,
        created: 'first',
        hits: 1,
      });
      const second = await c.updateOne(
        filter,
        { ...update, $set: { v: 2 }, $setOnInsert: { created: 'again' } },
        { upsert: true },
      );
      expect(second).toEqual({ matched: 1, modified: 1 });
      expect(await c.findOne({ org: 'o1' })).toEqual({
        _id: first.upsertedId,
        org: 'o1',
        key: 'k1',
        v: 2,
        created: 'first',
        hits: 2,
      });
      const withId = await c.updateOne(
        { _id: 'chosen' },
        { $set: { org: 'o2', key: 'k', v: 0 } },
        { upsert: true },
      );
      expect(withId.upsertedId).toBe('chosen');
      expect(await c.count({})).toBe(2);
    });

    it('findOneAndUpdate returns the document after the update, or null', async () => {
      const c = await fresh<Doc & { status: string; n: number }>();
      await c.insertOne({ _id: 'f', status: 'pending', n: 0 });
      expect(
        await c.findOneAndUpdate(
          { _id: 'f', status: 'pending' },
          { $set: { status: 'sent' }, $inc: { n: 1 } },
        ),
      ).toEqual({
        _id: 'f',
        status: 'sent',
        n: 1,
      });
      expect(
        await c.findOneAndUpdate({ _id: 'f', status: 'pending' }, { $set: { status: 'again' } }),
      ).toBeNull();
      expect(
        await c.findOneAndUpdate({ _id: 'g' }, { $set: { status: 'new', n: 5 } }, { upsert: true }),
      ).toEqual({
        _id: 'g',
        status: 'new',
        n: 5,
      });
    });

    const waivers = options.waivers ?? {};
    itUnlessWaived(
      !waivers.atomicUpdates,
      waivers.atomicUpdates ?? '',
      'compare-and-set: of concurrent transitions exactly one wins',
      async () => {
        const c = await fresh<Doc & { status: string; by?: number }>();
        // Many rounds: a non-atomic server lets two win only now and then, once its
        // connection pool has warmed up (FerretDB-SQLite: most rounds at 16 concurrent).
        const winners: number[] = [];
        for (let round = 0; round < 20; round++) {
          await c.insertOne({ _id: `cas-${round}`, status: 'pending' });
          const results = await Promise.all(
            Array.from({ length: 16 }, (_, i) =>
              c.findOneAndUpdate(
                { _id: `cas-${round}`, status: 'pending' },
                { $set: { status: 'sent', by: i } },
              ),
            ),
          );
          winners.push(results.filter((r) => r !== null).length);
        }
        expect(winners).toEqual(Array.from({ length: 20 }, () => 1));
      },
    );

    itUnlessWaived(
      !waivers.atomicUpdates,
      waivers.atomicUpdates ?? '',
      'concurrent updates of one document lose nothing ($inc, $push)',
      async () => {
        const c = await fresh<Doc & { n: number; log: number[] }>();
        await c.insertOne({ _id: 'counter', n: 0, log: [] });
        await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            c.updateOne({ _id: 'counter' }, { $inc: { n: 1 }, $push: { log: i } }),
          ),
        );
        const doc = await c.findOne({ _id: 'counter' });
        expect(doc?.n).toBe(100);
        expect(doc?.log).toHaveLength(100);
      },
    );

    it(`of ${CONCURRENT_INSERTS} concurrent inserts of one unique key exactly one succeeds`, async () => {
      const c = await fresh<Doc & { claim: string; by: number }>([
        { fields: { claim: 1 }, unique: true },
      ]);
      const attempt = async (i: number, doc: Doc & { claim: string; by: number }) => {
        try {
          await c.insertOne(doc);
          return 'won';
        } catch (err) {
          if (err instanceof DuplicateKeyError) return 'duplicate';
          throw new Error(`insert ${i}: not a DuplicateKeyError: ${String(err)}`);
        }
      };
      // Same _id (a natural key, as the trial uses) and a unique field (as a send claim may).
      for (const byId of [true, false]) {
        const results = await Promise.all(
          Array.from({ length: CONCURRENT_INSERTS }, (_, i) =>
            attempt(i, { _id: byId ? 'the-org' : `claim-${i}`, claim: `k-${byId}`, by: i }),
          ),
        );
        expect(results.filter((r) => r === 'won')).toHaveLength(1);
        expect(results.filter((r) => r === 'duplicate')).toHaveLength(CONCURRENT_INSERTS - 1);
        expect(await c.count({ claim: `k-${byId}` })).toBe(1);
      }
    });

    it('refuses a duplicate _id or unique field and stores nothing', async () => {
      const c = await fresh<Doc & { email: string }>([{ fields: { email: 1 }, unique: true }]);
      await c.insertOne({ _id: '1', email: 'a@x.test' });
      await expect(c.insertOne({ _id: '2', email: 'a@x.test' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(c.insertOne({ _id: '1', email: 'b@x.test' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect(await c.count({})).toBe(1);
      await c.insertOne({ _id: '3', email: 'c@x.test' });
      await expect(
        c.updateOne({ _id: '3' }, { $set: { email: 'a@x.test' } }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await c.findOne({ _id: '3' }))?.email).toBe('c@x.test');
    });

    it('enforces a compound unique index on inserts, updates and upserts', async () => {
      const name = uniqueName('compound', '_');
      const spec: IndexSpec[] = [{ fields: { org: 1, name: 1 }, unique: true }];
      const c = await store.collection<Doc & { org: string; name: string; v?: number }>(name, spec);
      await c.insertOne({ _id: '1', org: 'o1', name: 'n1' });
      await c.insertOne({ _id: '2', org: 'o2', name: 'n1' });
      await c.insertOne({ _id: '3', org: 'o1', name: 'n2' });
      await expect(c.insertOne({ _id: '4', org: 'o1', name: 'n1' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(c.updateOne({ _id: '3' }, { $set: { name: 'n1' } })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(
        c.updateOne({ _id: 'new' }, { $set: { org: 'o2', name: 'n1' } }, { upsert: true }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await c.count({})).toBe(3);
      expect(await c.findOne({ _id: '3' })).toEqual({ _id: '3', org: 'o1', name: 'n2' });
      // Re-declaring the indexes on a second handle shares the same data and keeps the constraint.
      const again = await store.collection<Doc & { org: string; name: string }>(name, spec);
      expect(await again.count({})).toBe(3);
      await expect(again.insertOne({ _id: '5', org: 'o2', name: 'n1' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });

    it('deletes one or many', async () => {
      const c = await fresh<Doc & { org: string }>();
      for (let i = 0; i < 4; i++) await c.insertOne({ _id: `d${i}`, org: i < 3 ? 'o1' : 'o2' });
      expect(await c.deleteOne({ org: 'o1' })).toBe(1);
      expect(await c.count({ org: 'o1' })).toBe(2);
      expect(await c.deleteMany({ org: 'o1' })).toBe(2);
      expect(await c.deleteMany({ org: 'o1' })).toBe(0);
      expect(await c.deleteOne({ _id: 'missing' })).toBe(0);
      expect(ids(await c.find({}))).toEqual(['d3']);
    });

    it('refuses operators outside the subset and undefined filter values', async () => {
      const c = await fresh<Doc & { a: number }>();
      await c.insertOne({ _id: 'r', a: 1 });
      await expect(c.find({ $where: 'true' } as unknown as Filter)).rejects.toThrow(
        /not supported/,
      );
      await expect(c.find({ a: { $regex: 'x' } } as unknown as Filter)).rejects.toThrow(
        /not supported/,
      );
      await expect(
        c.updateOne({ _id: 'r' }, { $rename: { a: 'b' } } as unknown as Update),
      ).rejects.toThrow(/not supported/);
      await expect(c.find({ a: undefined })).rejects.toThrow(/undefined/);
      await expect(c.updateOne({ _id: 'r' }, { $set: { a: 1 }, $inc: { a: 1 } })).rejects.toThrow(
        /conflict|twice/,
      );
      expect(await c.findOne({ _id: 'r' })).toEqual({ _id: 'r', a: 1 });
    });

    it('keeps data across close and reopen', async () => {
      const name = uniqueName('persist', '_');
      const first = await open();
      const c1 = await first.collection<Doc & { v: number }>(name, [
        { fields: { v: 1 }, unique: true },
      ]);
      await c1.insertOne({ _id: 'p1', v: 1 });
      await c1.insertOne({ _id: 'p2', v: 2 });
      await c1.updateOne({ _id: 'p2' }, { $set: { v: 3 } });
      await c1.deleteOne({ _id: 'p1' });
      await first.close();
      const second = await open();
      try {
        const c2 = await second.collection<Doc & { v: number }>(name, [
          { fields: { v: 1 }, unique: true },
        ]);
        expect(await c2.find({})).toEqual([{ _id: 'p2', v: 3 }]);
        await expect(c2.insertOne({ _id: 'p3', v: 3 })).rejects.toBeInstanceOf(DuplicateKeyError);
      } finally {
        await second.close();
      }
    });

    itUnlessWaived(
      !waivers.promptTtl,
      waivers.promptTtl ?? '',
      'hides and removes documents past their TTL',
      async () => {
        const c = await fresh<Doc & { expiresAt: Date }>([
          { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
        ]);
        await c.insertOne({ _id: 'old', expiresAt: new Date(Date.now() - 60_000) });
        await c.insertOne({ _id: 'new', expiresAt: new Date(Date.now() + 60_000) });
        expect(ids(await c.find({}))).toEqual(['new']);
        expect(await c.findOne({ _id: 'old' })).toBeNull();
        // The expired document no longer holds its _id.
        await c.insertOne({ _id: 'old', expiresAt: new Date(Date.now() + 60_000) });
        expect(await c.count({})).toBe(2);
      },
    );
  });
}
