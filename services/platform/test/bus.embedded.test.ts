import { describe, expect, it } from '@jest/globals';
import { openEventBus } from '../src/bus/index.js';
import { MemoryBus } from '../src/bus/adapters/memory/memory-bus.js';
import { createLogger } from '../src/logger/index.js';
import { runEventBusContract } from './contracts/bus.contract.js';
import { orgRegistered } from '@winzmail/testing/events';

const logger = createLogger({ service: 'bus-test', level: 'silent' });

runEventBusContract(
  'in-process',
  ({ maxAttempts, retryBaseMs }) =>
    openEventBus({ partitions: 3, maxAttempts, retryBaseMs, clientId: 'test', logger }),
  { durable: false, timeoutMs: 15_000 },
);

describe('in-process bus retention', () => {
  it('keeps at most retainPerPartition handled events for late groups, never an unhandled one', async () => {
    const bus = new MemoryBus({
      partitions: 1,
      maxAttempts: 1,
      retryBaseMs: 1,
      logger,
      retainPerPartition: 5,
    });
    const event = orgRegistered;
    for (let i = 0; i < 12; i++) await bus.publish('org.registered', event(`e${i}`));
    const late: string[] = [];
    await bus.subscribe('org.registered', 'late', async (e) => void late.push(e.event_id));
    await bus.close();
    expect(late).toEqual(['e7', 'e8', 'e9', 'e10', 'e11']);
  });
});
