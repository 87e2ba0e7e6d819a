import type { Subscription } from './port.js';

/**
 * Subscribes one after another (a read model's topics, say) and, when one fails, stops those
 * already made before rethrowing: a half-subscribed replica would keep consuming into a service
 * that failed to start.
 */
export async function subscribeAll(
  subscribes: readonly (() => Promise<Subscription>)[],
): Promise<Subscription[]> {
  const made: Subscription[] = [];
  try {
    for (const subscribe of subscribes) made.push(await subscribe());
  } catch (err) {
    await Promise.all(made.map((s) => s.stop()));
    throw err;
  }
  return made;
}
