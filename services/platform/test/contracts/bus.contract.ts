import { describe, expect, it } from '@jest/globals';
import type { EventMap } from '@winzmail/proto';
import type { DeadLetter, Delivery, EventBus } from '../../src/bus/index.js';
import { eventually, uniqueName } from '@winzmail/testing';
import { activeTraceId, enableTracing, inRootSpan } from '@winzmail/testing/tracing';

/** What a bus under test is opened with: its own namespace (topics, groups) and fast retries. */
export interface BusUnderTest {
  namespace: string;
  maxAttempts: number;
  retryBaseMs: number;
}

export interface BusContractOptions {
  /**
   * Published events outlive the bus instance (Kafka): "nothing lost at shutdown" is checked by
   * reopening. Otherwise close() itself must deliver everything already published.
   */
  durable: boolean;
  /** Per-test timeout (a real broker needs seconds per consumer group join). */
  timeoutMs: number;
}

type OrgRegistered = EventMap['org.registered'];
const event = (org: string, id: string): OrgRegistered => ({
  event_id: id,
  org_id: org,
  occurred_at: new Date().toISOString(),
  org_name: `name of ${id}`,
  user_email: 'owner@example.test',
});

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
/** Gives the event loop a few turns (0–2): a handler that yields, so handlers can interleave. */
const yieldTurns = async (): Promise<void> => {
  for (let i = Math.floor(Math.random() * 3); i > 0; i--) await new Promise(setImmediate);
};

/** How long to poll for a delivery: a real broker needs seconds per consumer group join. */
const DELIVERY = { timeoutMs: 20_000, intervalMs: 10 };

export function runEventBusContract(
  name: string,
  makeBus: (t: BusUnderTest) => Promise<EventBus>,
  options: BusContractOptions,
): void {
  const MAX_ATTEMPTS = 3;
  const open = (namespace = uniqueName('bus')): Promise<EventBus> =>
    makeBus({ namespace: `${namespace}.`, maxAttempts: MAX_ATTEMPTS, retryBaseMs: 20 });
  const test = (title: string, fn: () => Promise<void>): void => it(title, fn, options.timeoutMs);

  /** Opens a bus, runs the body, always closes. */
  const withBus = async (body: (bus: EventBus) => Promise<void>): Promise<void> => {
    const bus = await open();
    try {
      await body(bus);
    } finally {
      await bus.close();
    }
  };

  describe(`EventBus contract: ${name}`, () => {
    test('delivers every event to every consumer group', () =>
      withBus(async (bus) => {
        const seen: Record<string, string[]> = { a: [], b: [] };
        await bus.subscribe(
          'org.registered',
          'group-a',
          async (e) => void seen.a?.push(e.event_id),
        );
        await bus.subscribe(
          'org.registered',
          'group-b',
          async (e) => void seen.b?.push(e.event_id),
        );
        const ids = ['e1', 'e2', 'e3', 'e4'];
        for (const id of ids) await bus.publish('org.registered', event(`org-${id}`, id));
        await eventually(
          'both groups',
          () => seen.a?.length === 4 && seen.b?.length === 4,
          DELIVERY,
        );
        expect([...(seen.a ?? [])].sort()).toEqual(ids);
        expect([...(seen.b ?? [])].sort()).toEqual(ids);
      }));

    test('hands the handler a complete decoded event with its delivery', () =>
      withBus(async (bus) => {
        const got: Array<[OrgRegistered, Delivery]> = [];
        await bus.subscribe('org.registered', 'g', async (e, d) => void got.push([e, d]));
        const sent = event('org-1', 'x1');
        await bus.publish('org.registered', sent);
        await eventually('delivery', () => got.length === 1, DELIVERY);
        expect(got[0]).toEqual([sent, { topic: 'org.registered', key: 'org-1', attempt: 1 }]);
      }));

    test('refuses an event without an org id or with a wrong field type', () =>
      withBus(async (bus) => {
        await expect(bus.publish('org.registered', event('', 'no-org'))).rejects.toThrow(/org_id/);
        const bad = { ...event('o', 'e'), org_name: 42 } as unknown as OrgRegistered;
        await expect(bus.publish('org.registered', bad)).rejects.toThrow();
      }));

    test('redelivers after a throw, counting attempts', () =>
      withBus(async (bus) => {
        const attempts: number[] = [];
        let done = false;
        let markerSeen = false;
        await bus.subscribe('org.registered', 'g', async (e, d) => {
          if (e.event_id === 'marker') return void (markerSeen = true);
          attempts.push(d.attempt);
          if (d.attempt < 3) throw new Error(`transient ${d.attempt}`);
          done = true;
        });
        await bus.publish('org.registered', event('org-r', 'r1'));
        await eventually('success on the third attempt', () => done, DELIVERY);
        // No fourth delivery: a later event of the same key (same partition, in order) has been
        // handled, so a redelivery of r1 would have come before it.
        await bus.publish('org.registered', event('org-r', 'marker'));
        await eventually('the later event of the same key', () => markerSeen, DELIVERY);
        expect(attempts).toEqual([1, 2, 3]);
      }));

    test('dead-letters after maxAttempts failures with the error, and the partition moves on', () =>
      withBus(async (bus) => {
        const handled: string[] = [];
        const attempts: number[] = [];
        const letters: DeadLetter[] = [];
        await bus.subscribe('org.registered', 'g', async (e, d) => {
          if (e.event_id === 'poison') {
            attempts.push(d.attempt);
            throw new Error('cannot handle poison: boom');
          }
          handled.push(e.event_id);
        });
        await bus.subscribeDeadLetters(
          'org.registered',
          'dlq-reader',
          async (l) => void letters.push(l),
        );
        // Same key: the good events sit behind the poison one on its partition.
        await bus.publish('org.registered', event('org-same', 'before'));
        await bus.publish('org.registered', event('org-same', 'poison'));
        await bus.publish('org.registered', event('org-same', 'after-1'));
        await bus.publish('org.registered', event('org-same', 'after-2'));
        await eventually(
          'the dead letter and the later events',
          () => letters.length === 1 && handled.length === 3,
          DELIVERY,
        );
        expect(handled).toEqual(['before', 'after-1', 'after-2']);
        expect(attempts).toEqual([1, 2, 3]);
        const letter = letters[0] as DeadLetter;
        expect(letter).toMatchObject({
          topic: 'org.registered',
          key: 'org-same',
          attempts: MAX_ATTEMPTS,
        });
        expect(letter.error).toContain('cannot handle poison: boom');
        expect(JSON.parse(letter.event)).toMatchObject({ event_id: 'poison', org_id: 'org-same' });
        expect(Number.isNaN(Date.parse(letter.failed_at))).toBe(false);
      }));

    test('keeps per-key order, one handler at a time per key, under concurrency', () =>
      withBus(async (bus) => {
        const keys = ['org-k1', 'org-k2', 'org-k3', 'org-k4', 'org-k5'];
        const perKey = 15;
        const seen = new Map<string, number[]>(keys.map((k) => [k, []]));
        const active = new Map<string, number>();
        let overlapWithinKey = false;
        await bus.subscribe('org.registered', 'g', async (e) => {
          const n = (active.get(e.org_id) ?? 0) + 1;
          active.set(e.org_id, n);
          if (n > 1) overlapWithinKey = true;
          await yieldTurns();
          seen.get(e.org_id)?.push(Number(e.event_id.split(':')[1]));
          active.set(e.org_id, n - 1);
        });
        await Promise.all(
          keys.map(async (k) => {
            for (let i = 0; i < perKey; i++)
              await bus.publish('org.registered', event(k, `${k}:${i}`));
          }),
        );
        await eventually(
          'every event',
          () => [...seen.values()].every((l) => l.length === perKey),
          DELIVERY,
        );
        for (const k of keys)
          expect(seen.get(k)).toEqual(Array.from({ length: perKey }, (_, i) => i));
        expect(overlapWithinKey).toBe(false);
      }));

    test('members of one group share the partitions and never both handle an event', () =>
      withBus(async (bus) => {
        const byMember: Record<string, string[]> = { one: [], two: [] };
        await bus.subscribe(
          'org.registered',
          'shared',
          async (e) => void byMember.one?.push(e.event_id),
        );
        await bus.subscribe(
          'org.registered',
          'shared',
          async (e) => void byMember.two?.push(e.event_id),
        );
        const ids: string[] = [];
        for (let i = 0; i < 40; i++) {
          const id = `m${i}`;
          ids.push(id);
          await bus.publish('org.registered', event(`org-${i % 12}`, id));
        }
        const all = (): string[] => [...(byMember.one ?? []), ...(byMember.two ?? [])];
        await eventually('every event once', () => all().length >= ids.length, DELIVERY);
        // None twice: one later event per key (each key's partition, in order) has been handled,
        // so a second delivery of any event would have come before it.
        const markers = Array.from({ length: 12 }, (_, k) => `marker-${k}`);
        for (const [k, id] of markers.entries())
          await bus.publish('org.registered', event(`org-${k}`, id));
        await eventually(
          'a later event of every key',
          () => markers.every((m) => all().includes(m)),
          DELIVERY,
        );
        expect(
          all()
            .filter((id) => !markers.includes(id))
            .sort(),
        ).toEqual([...ids].sort());
        expect(byMember.one?.length).toBeGreaterThan(0);
        expect(byMember.two?.length).toBeGreaterThan(0);
      }));

    test('a stopped subscription gets nothing more; the group goes on with the others', () =>
      withBus(async (bus) => {
        const one: string[] = [];
        const two: string[] = [];
        const first = await bus.subscribe(
          'org.registered',
          'g',
          async (e) => void one.push(e.event_id),
        );
        await bus.publish('org.registered', event('org-s', 's1'));
        await eventually('first event', () => one.length === 1, DELIVERY);
        await first.stop();
        await bus.subscribe('org.registered', 'g', async (e) => void two.push(e.event_id));
        await bus.publish('org.registered', event('org-s', 's2'));
        await eventually('second event on the new member', () => two.includes('s2'), DELIVERY);
        expect(one).toEqual(['s1']);
      }));

    it(
      'close() waits for the handler in flight',
      async () => {
        const bus = await open();
        let started = false;
        let finished = false;
        await bus.subscribe('org.registered', 'g', async () => {
          started = true;
          // The handler's own work takes a while (the subject: close() must outlast it), so this
          // is its duration, not a wait for a condition.
          await sleep(400);
          finished = true;
        });
        await bus.publish('org.registered', event('org-c', 'slow'));
        await eventually('handler start', () => started, DELIVERY);
        await bus.close();
        expect(finished).toBe(true);
        await expect(bus.publish('org.registered', event('org-c', 'late'))).rejects.toThrow(
          /closed/,
        );
      },
      options.timeoutMs,
    );

    it(
      'a clean shutdown loses nothing that was published',
      async () => {
        const namespace = uniqueName('drain');
        const ids = Array.from({ length: 20 }, (_, i) => `d${i}`);
        const handled = new Set<string>();
        const handler = async (e: OrgRegistered): Promise<void> => {
          // Work that takes a moment, so close() comes while events are still unhandled.
          await sleep(5);
          handled.add(e.event_id);
        };
        const bus = await open(namespace);
        await bus.subscribe('org.registered', 'g', handler);
        for (const id of ids) await bus.publish('org.registered', event(`org-${id}`, id));
        await bus.close();
        if (!options.durable) {
          expect([...handled].sort()).toEqual([...ids].sort());
          return;
        }
        // Durable: what was not handled before close is still on the broker for the same group.
        const again = await open(namespace);
        try {
          await again.subscribe('org.registered', 'g', handler);
          await eventually('the rest after reopening', () => handled.size === ids.length, DELIVERY);
          expect([...handled].sort()).toEqual([...ids].sort());
        } finally {
          await again.close();
        }
      },
      options.timeoutMs,
    );

    test('a group that subscribes later starts from the earliest retained event', () =>
      withBus(async (bus) => {
        await bus.publish('org.registered', event('org-l', 'early-1'));
        await bus.publish('org.registered', event('org-l', 'early-2'));
        const seen: string[] = [];
        await bus.subscribe(
          'org.registered',
          'late-group',
          async (e) => void seen.push(e.event_id),
        );
        await eventually('both early events', () => seen.length === 2, DELIVERY);
        expect(seen).toEqual(['early-1', 'early-2']);
      }));

    test("the consumer continues the producer's trace", () =>
      withBus(async (bus) => {
        enableTracing();
        const traces: Array<string | undefined> = [];
        await bus.subscribe('org.registered', 'g', async () => void traces.push(activeTraceId()));
        const { traceId } = await inRootSpan(() =>
          bus.publish('org.registered', event('org-t', 't1')),
        );
        await eventually('delivery', () => traces.length === 1, DELIVERY);
        expect(traces[0]).toBe(traceId);
        expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      }));
  });
}
