// A read model: one value per organisation kept in memory in front of a slower read (the store,
// another service), changed by the events that announce changes. No I/O of its own.

export interface ReadModelSettings<V> {
  /** The value as it is now (the store's, another service's answer): asked on a miss. */
  load: (orgId: string) => Promise<V>;
  /** Most organisations kept; the least recently written go first (a miss loads again). */
  capacity: number;
  /**
   * How long a value is trusted without an event: past it the next read loads again. A safety
   * net for an event that never came (the bus was down); events keep it current before that.
   */
  maxAgeMs: number;
  /**
   * For values that carry a version (a revision): whether `candidate` may replace `held`. A load
   * or an event older than what is held is then ignored, whatever order they arrive in.
   * Unset: the latest offer or load wins.
   */
  newer?: (candidate: V, held: V) => boolean;
  now?: () => number;
}

interface Held<V> {
  value: V;
  at: number;
}

interface Loading<V> {
  promise: Promise<V>;
  /** An event changed the organisation while the load was under way: its answer is not kept. */
  stale: boolean;
}

/**
 * Each organisation's value, read once and then kept until an event says it changed:
 * `invalidate` (the event names the change; the next read loads it) or `offer` (the event carries
 * the new value). One load per organisation at a time however many reads miss together, and a
 * load overtaken by an event is not kept — so a replica never keeps a value older than the last
 * event it handled. Values are keyed by organisation only: nothing is ever shared between two.
 */
export class ReadModel<V> {
  private readonly held = new Map<string, Held<V>>();
  private readonly loading = new Map<string, Loading<V>>();
  private readonly now: () => number;

  constructor(private readonly s: ReadModelSettings<V>) {
    if (!Number.isInteger(s.capacity) || s.capacity < 1) throw new Error('capacity must be ≥ 1');
    this.now = s.now ?? Date.now;
  }

  get size(): number {
    return this.held.size;
  }

  /** The organisation's value: the kept one while it is trusted, else loaded (and kept). */
  get(orgId: string): Promise<V> {
    const held = this.held.get(orgId);
    if (held && this.now() - held.at < this.s.maxAgeMs) return Promise.resolve(held.value);
    return this.load(orgId);
  }

  /** An event announced a change: the next read loads the value again. */
  invalidate(orgId: string): void {
    this.held.delete(orgId);
    this.overtake(orgId);
  }

  /** An event carried the value: kept, unless a newer one is held. True when kept. */
  offer(orgId: string, value: V): boolean {
    this.overtake(orgId);
    return this.keep(orgId, value, false);
  }

  private load(orgId: string): Promise<V> {
    const pending = this.loading.get(orgId);
    if (pending) return pending.promise;
    const loading: Loading<V> = { promise: this.s.load(orgId), stale: false };
    this.loading.set(orgId, loading);
    const done = () => {
      if (this.loading.get(orgId) === loading) this.loading.delete(orgId);
    };
    return loading.promise.then(
      (value) => {
        done();
        if (!loading.stale) this.keep(orgId, value, true);
        return value;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
  }

  private overtake(orgId: string): void {
    const pending = this.loading.get(orgId);
    if (!pending) return;
    pending.stale = true;
    this.loading.delete(orgId);
  }

  private keep(orgId: string, value: V, loaded: boolean): boolean {
    const held = this.held.get(orgId);
    const at = this.now();
    if (held && this.s.newer && !this.s.newer(value, held.value)) {
      // A load found nothing newer than what is held: trusted again from now.
      if (loaded) held.at = at;
      return false;
    }
    this.held.delete(orgId);
    this.held.set(orgId, { value, at });
    if (this.held.size > this.s.capacity) this.held.delete(this.held.keys().next().value!);
    return true;
  }
}
