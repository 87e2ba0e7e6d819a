import type { Headers } from '../../trace-context.js';

/** One message as the in-process bus keeps it: encoded, like on a Kafka partition. */
export interface StoredMessage {
  key: string;
  value: Uint8Array;
  headers: Headers;
}

/**
 * An append-only partition with absolute offsets. The head can be dropped (retention) without
 * renumbering: offset `base` is the earliest message still kept.
 */
export class PartitionLog {
  private messages: StoredMessage[] = [];
  private head = 0;
  base = 0;

  get end(): number {
    return this.base + this.messages.length - this.head;
  }

  append(message: StoredMessage): number {
    this.messages.push(message);
    return this.end - 1;
  }

  at(offset: number): StoredMessage | undefined {
    if (offset < this.base) return undefined;
    return this.messages[this.head + offset - this.base];
  }

  /** Drops every message before `offset`. */
  trimTo(offset: number): void {
    const drop = Math.min(offset, this.end) - this.base;
    if (drop <= 0) return;
    for (let i = 0; i < drop; i++)
      this.messages[this.head + i] = undefined as unknown as StoredMessage;
    this.head += drop;
    this.base += drop;
    // Compact now and then so dropped slots don't accumulate.
    if (this.head > 1024 && this.head * 2 > this.messages.length) {
      this.messages = this.messages.slice(this.head);
      this.head = 0;
    }
  }
}

/** FNV-1a: a key's messages always land on the same partition (hence stay in order). */
export function partitionFor(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}
