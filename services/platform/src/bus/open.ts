import type { EventBus, EventBusSettings } from './port.js';

/** Picks the adapter from config; kafkajs is loaded only when brokers are set. */
export async function openEventBus(settings: EventBusSettings): Promise<EventBus> {
  if (settings.kafkaBrokers) {
    const { KafkaBus } = await import('./adapters/kafka/kafka-bus.js');
    return KafkaBus.connect({
      ...settings,
      brokers: settings.kafkaBrokers
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
    });
  }
  const { MemoryBus } = await import('./adapters/memory/memory-bus.js');
  return new MemoryBus(settings);
}
