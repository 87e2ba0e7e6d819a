import type { Logger } from '../logger/index.js';

export type Stopper = () => Promise<void>;

/**
 * Runs the stop functions in order once, on SIGINT/SIGTERM or when called.
 * Order is the caller's: consumers, gRPC servers, HTTP, telemetry, stores.
 */
export function onShutdown(stop: Stopper, logger: Logger, timeoutMs = 15_000): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  const run = (): Promise<void> => {
    stopping ??= (async () => {
      logger.info('shutting down');
      const timer = setTimeout(() => {
        logger.error('shutdown timed out; exiting');
        process.exit(1);
      }, timeoutMs);
      timer.unref();
      try {
        await stop();
        logger.info('stopped cleanly');
      } catch (err) {
        logger.error({ err }, 'error during shutdown');
        process.exitCode = 1;
      } finally {
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
  const onSignal = (): void => {
    void run().then(() => process.exit());
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return run;
}

/** Runs stoppers one after another; every one runs even if an earlier one fails. */
export async function stopAll(stoppers: Stopper[]): Promise<void> {
  const errors: unknown[] = [];
  for (const stop of stoppers) {
    try {
      await stop();
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'some parts failed to stop');
}
