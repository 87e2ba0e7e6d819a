import { describe, expect, it } from '@jest/globals';
import type { Subscription } from './port.js';
import { subscribeAll } from './subscribe-all.js';

function tracked(stopped: string[], name: string): () => Promise<Subscription> {
  return async () => ({
    stop: async () => {
      stopped.push(name);
    },
  });
}

describe('subscribeAll', () => {
  it('makes every subscription, in order', async () => {
    const stopped: string[] = [];
    const made = await subscribeAll([tracked(stopped, 'a'), tracked(stopped, 'b')]);
    expect(made).toHaveLength(2);
    await Promise.all(made.map((s) => s.stop()));
    expect(stopped.sort()).toEqual(['a', 'b']);
  });

  it('stops the ones already made when a later one fails, and rethrows', async () => {
    const stopped: string[] = [];
    let third = false;
    await expect(
      subscribeAll([
        tracked(stopped, 'a'),
        tracked(stopped, 'b'),
        async () => {
          throw new Error('broker down');
        },
        async () => {
          third = true;
          return { stop: async () => undefined };
        },
      ]),
    ).rejects.toThrow('broker down');
    expect(stopped.sort()).toEqual(['a', 'b']);
    expect(third).toBe(false);
  });
});
