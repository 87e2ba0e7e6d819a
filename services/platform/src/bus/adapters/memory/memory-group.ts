import { errorMessage } from '../../../errors/index.js';
import type { Logger } from '../../../logger/index.js';
import { retryDelayMs, type BusSettings, type Delivery, type Subscription } from '../../port.js';
import type { PartitionLog, StoredMessage } from './memory-log.js';
import { consumeSpan } from '../../trace-context.js';
import { recordProcessed } from '../../../metrics/bus.js';

export interface GroupContext {
  /** The log's name (a topic, or its `.dlq`), for logs and spans. */
  logName: string;
  group: string;
  delivery: Omit<Delivery, 'attempt' | 'key'>;
  settings: BusSettings;
  logger: Logger;
  /** Called after the last failed attempt (dead-letters it); then the partition moves on. */
  onGiveUp(message: StoredMessage, error: string, attempts: number): Promise<void>;
  /** A retry wait; resolves early when the bus is closing for good. */
  sleep(ms: number): Promise<void>;
}

type Invoke = (message: StoredMessage, delivery: Delivery) => Promise<void>;

class Member implements Subscription {
  active = true;
  private readonly inflight = new Set<Promise<void>>();

  constructor(
    private readonly group: ConsumerGroup,
    readonly invoke: Invoke,
  ) {}

  async run(message: StoredMessage, delivery: Delivery): Promise<void> {
    const running = this.invoke(message, delivery);
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.inflight.add(settled);
    try {
      await running;
    } finally {
      this.inflight.delete(settled);
    }
  }

  async stop(): Promise<void> {
    if (this.active) {
      this.active = false;
      this.group.leave(this);
    }
    await this.idle();
  }

  async idle(): Promise<void> {
    await Promise.all(this.inflight);
  }
}

/**
 * One consumer group on one log: a cursor per partition, and at most one worker per partition,
 * so a partition's messages are handled one at a time, in order, by one member of the group.
 * Partitions are spread over the active members (partition p → member p mod n).
 */
export class ConsumerGroup {
  private readonly cursors: number[];
  /** Attempts already made on each partition's current message (kept if the worker pauses). */
  private readonly attempts: number[];
  private readonly running: boolean[];
  private readonly workers: Array<Promise<void>>;
  private readonly members: Member[] = [];
  private readonly everyMember: Member[] = [];
  private halted = false;

  constructor(
    private readonly partitions: PartitionLog[],
    private readonly ctx: GroupContext,
  ) {
    // A group that starts late begins at the earliest message still retained.
    this.cursors = partitions.map((p) => p.base);
    this.attempts = partitions.map(() => 0);
    this.running = partitions.map(() => false);
    this.workers = partitions.map(() => Promise.resolve());
  }

  join(invoke: Invoke): Subscription {
    const member = new Member(this, invoke);
    this.members.push(member);
    this.everyMember.push(member);
    this.kickAll();
    return member;
  }

  leave(member: Member): void {
    const i = this.members.indexOf(member);
    if (i >= 0) this.members.splice(i, 1);
    this.kickAll();
  }

  /** Where this group is on a partition (retention never drops what a group has not handled). */
  cursor(partition: number): number {
    return this.cursors[partition] ?? 0;
  }

  kick(partition: number): void {
    if (this.running[partition] || this.halted) return;
    this.running[partition] = true;
    this.workers[partition] = this.drain(partition).catch((err: unknown) => {
      this.running[partition] = false;
      this.ctx.logger.error(
        { err, topic: this.ctx.logName, group: this.ctx.group, partition },
        'bus worker crashed',
      );
    });
  }

  kickAll(): void {
    this.partitions.forEach((_, p) => this.kick(p));
  }

  /** Messages published and not yet handled by this group, over every partition. */
  lag(): number {
    return this.partitions.reduce((sum, log, p) => sum + Math.max(0, log.end - this.cursor(p)), 0);
  }

  busy(): boolean {
    return this.running.some(Boolean);
  }

  /** Resolves once no worker is running (every partition handled to its end, or without a member). */
  async settled(): Promise<void> {
    while (this.running.some(Boolean)) await Promise.all(this.workers);
  }

  /** Stops starting deliveries; in-flight handlers still finish (see `idle`). */
  halt(): void {
    this.halted = true;
  }

  async idle(): Promise<void> {
    await Promise.all(this.everyMember.map((m) => m.idle()));
    await Promise.all(this.workers);
  }

  private owner(partition: number): Member | undefined {
    return this.members.length > 0 ? this.members[partition % this.members.length] : undefined;
  }

  private async drain(p: number): Promise<void> {
    const log = this.partitions[p] as PartitionLog;
    for (;;) {
      const offset = this.cursors[p] as number;
      const message = log.at(offset);
      const member = this.owner(p);
      // The running flag is cleared in the same tick as the decision to stop, so a publish that
      // comes right after always starts a new worker.
      if (!message || !member || this.halted) {
        this.running[p] = false;
        return;
      }
      const attempt = (this.attempts[p] as number) + 1;
      this.attempts[p] = attempt;
      const delivery: Delivery = { ...this.ctx.delivery, key: message.key, attempt };
      const started = performance.now();
      const meter = (outcome: 'ok' | 'retry' | 'dead_letter'): void =>
        recordProcessed(
          this.ctx.logName,
          this.ctx.group,
          outcome,
          (performance.now() - started) / 1000,
        );
      try {
        await consumeSpan(this.ctx.logName, this.ctx.group, message.headers, attempt, () =>
          member.run(message, delivery),
        );
        meter('ok');
        this.advance(p);
      } catch (err) {
        meter(attempt >= this.ctx.settings.maxAttempts ? 'dead_letter' : 'retry');
        const error = errorMessage(err);
        const fields = {
          topic: this.ctx.logName,
          group: this.ctx.group,
          key: message.key,
          attempt,
          error,
        };
        if (attempt >= this.ctx.settings.maxAttempts) {
          this.ctx.logger.error(fields, 'bus handler failed for the last time; dead-lettering');
          await this.ctx.onGiveUp(message, error, attempt);
          this.advance(p);
        } else {
          this.ctx.logger.warn(fields, 'bus handler failed; will retry');
          await this.ctx.sleep(retryDelayMs(this.ctx.settings, attempt));
        }
      }
    }
  }

  private advance(p: number): void {
    this.cursors[p] = (this.cursors[p] as number) + 1;
    this.attempts[p] = 0;
  }
}
