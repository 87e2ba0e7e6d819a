import { lazyInstruments } from './meter.js';

/**
 * `winzmail.process.unhandled_errors` (counter, by `kind`: `exception` or `rejection`): errors
 * nothing handled, which the process logged and survived (../unhandled). Any of them is a bug;
 * the alert WinzmailUnhandledErrors fires on the first.
 */
const instruments = lazyInstruments((meter) => ({
  unhandled: meter.createCounter('winzmail.process.unhandled_errors', {
    description: 'Errors no handler caught (logged with their stack; the process kept serving)',
  }),
}));

export type UnhandledKind = 'exception' | 'rejection';

export function recordUnhandledError(kind: UnhandledKind): void {
  instruments().unhandled.add(1, { kind });
}
