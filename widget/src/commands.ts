// window.Winzmail: the customer's page may call it before this (async) script has loaded, via
// the snippet's stub that only queues its arguments in Winzmail.q. On load the queue is replayed
// in order and the stub is replaced by the real function.

export interface CommandHandlers {
  open(): void;
  close(): void;
  toggle(): void;
  configure(options: unknown): void;
}

export type WinzmailFunction = ((command?: unknown, options?: unknown) => void) & {
  version: string;
  /** Kept (empty) so a snippet that pushes onto it directly does no harm. */
  q: unknown[];
};

export interface CommandHost {
  Winzmail?: unknown;
}

type Warn = (message: string) => void;

function isArrayLike(value: unknown): value is ArrayLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ArrayLike<unknown>).length === 'number'
  );
}

/** True when `value` is the real function installed by a copy of this script. */
export function isInstalled(value: unknown): boolean {
  return (
    typeof value === 'function' && typeof (value as { version?: unknown }).version === 'string'
  );
}

export function createCommandFunction(
  handlers: CommandHandlers,
  version: string,
  warn: Warn,
): WinzmailFunction {
  const run = (command?: unknown, options?: unknown): void => {
    try {
      switch (command) {
        case 'open':
          return handlers.open();
        case 'close':
          return handlers.close();
        case 'toggle':
          return handlers.toggle();
        case 'configure':
          return handlers.configure(options);
        default:
          warn(`Winzmail: unknown command ${JSON.stringify(String(command))}`);
      }
    } catch (error) {
      // A customer's call must never throw into their page's own code.
      warn(`Winzmail: ${String(command)} failed: ${String(error)}`);
    }
  };
  return Object.assign(run, { version, q: [] as unknown[] });
}

/** Replaces host.Winzmail with the real function and replays what the stub queued. */
export function installCommands(
  host: CommandHost,
  handlers: CommandHandlers,
  version: string,
  warn: Warn,
): WinzmailFunction {
  const stub = host.Winzmail;
  const queue = typeof stub === 'function' && 'q' in stub ? (stub as { q?: unknown }).q : undefined;
  const fn = createCommandFunction(handlers, version, warn);
  host.Winzmail = fn; // first, so a command issued while replaying goes to the real function
  if (isArrayLike(queue)) {
    for (const args of Array.from(queue)) {
      if (isArrayLike(args)) fn(args[0], args[1]);
    }
  }
  return fn;
}
