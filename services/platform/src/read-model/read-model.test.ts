import { describe, expect, it } from '@jest/globals';
import { ReadModel } from './read-model.js';

/** A load per call, answered when the test says so. */
function loads<V>() {
  const calls: { orgId: string; resolve: (v: V) => void; reject: (e: Error) => void }[] = [];
  const load = (orgId: string) =>
    new Promise<V>((resolve, reject) => calls.push({ orgId, resolve, reject }));
  return { calls, load };
}

describe('ReadModel', () => {
  it('loads an organisation once, however many reads miss together, then answers from memory', async () => {
    const { calls, load } = loads<string>();
    const model = new ReadModel({ load, capacity: 10, maxAgeMs: 60_000 });
    const reads = [model.get('a'), model.get('a'), model.get('b')];
    expect(calls.map((c) => c.orgId)).toEqual(['a', 'b']);
    calls[0]!.resolve('A');
    calls[1]!.resolve('B');
    expect(await Promise.all(reads)).toEqual(['A', 'A', 'B']);
    expect(await model.get('a')).toBe('A');
    expect(calls).toHaveLength(2);
  });

  it('loads again after an invalidation, and never keeps a load the event overtook', async () => {
    const { calls, load } = loads<string>();
    const model = new ReadModel({ load, capacity: 10, maxAgeMs: 60_000 });
    const first = model.get('a');
    // The change lands while the first load is under way: its answer may be the old value.
    model.invalidate('a');
    const second = model.get('a');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('new');
    calls[0]!.resolve('old');
    expect(await first).toBe('old');
    expect(await second).toBe('new');
    expect(await model.get('a')).toBe('new');
    model.invalidate('a');
    const third = model.get('a');
    calls[2]!.resolve('newer');
    expect(await third).toBe('newer');
  });

  it('keeps an offered value only when it is newer than the held one', async () => {
    type V = { revision: number } | null;
    const { calls, load } = loads<V>();
    const model = new ReadModel<V>({
      load,
      capacity: 10,
      maxAgeMs: 60_000,
      newer: (c, h) => h === null || (c !== null && c.revision > h.revision),
    });
    const read = model.get('a');
    calls[0]!.resolve(null);
    expect(await read).toBeNull();
    expect(model.offer('a', { revision: 2 })).toBe(true);
    expect(model.offer('a', { revision: 1 })).toBe(false);
    expect(await model.get('a')).toEqual({ revision: 2 });
    expect(calls).toHaveLength(1);
  });

  it('loads again past its age, keeping a newer held value over an older load', async () => {
    let now = 0;
    const { calls, load } = loads<{ revision: number }>();
    const model = new ReadModel({
      load,
      capacity: 10,
      maxAgeMs: 1000,
      now: () => now,
      newer: (c, h) => c.revision > h.revision,
    });
    model.offer('a', { revision: 3 });
    now = 999;
    expect(await model.get('a')).toEqual({ revision: 3 });
    now = 1000;
    const stale = model.get('a');
    calls[0]!.resolve({ revision: 2 });
    expect(await stale).toEqual({ revision: 2 });
    // The held revision 3 stays, trusted again from the load on.
    expect(await model.get('a')).toEqual({ revision: 3 });
    expect(calls).toHaveLength(1);
  });

  it('forgets the least recently written organisation past its capacity', async () => {
    const loaded: string[] = [];
    const model = new ReadModel({
      load: async (orgId: string) => {
        loaded.push(orgId);
        return orgId.toUpperCase();
      },
      capacity: 2,
      maxAgeMs: 60_000,
    });
    for (const org of ['a', 'b', 'c']) await model.get(org);
    expect(model.size).toBe(2);
    expect(await model.get('c')).toBe('C');
    expect(await model.get('a')).toBe('A');
    expect(loaded).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing of a failed load: the next read tries again', async () => {
    const { calls, load } = loads<string>();
    const model = new ReadModel({ load, capacity: 10, maxAgeMs: 60_000 });
    const failed = model.get('a');
    calls[0]!.reject(new Error('store down'));
    await expect(failed).rejects.toThrow('store down');
    const retried = model.get('a');
    calls[1]!.resolve('A');
    expect(await retried).toBe('A');
  });
});
