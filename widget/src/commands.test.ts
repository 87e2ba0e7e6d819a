import { describe, expect, it } from '@jest/globals';
import {
  createCommandFunction,
  installCommands,
  isInstalled,
  type CommandHandlers,
  type CommandHost,
} from './commands.js';

function recorder() {
  const calls: string[] = [];
  const handlers: CommandHandlers = {
    open: () => calls.push('open'),
    close: () => calls.push('close'),
    toggle: () => calls.push('toggle'),
    configure: (options) => calls.push(`configure ${JSON.stringify(options)}`),
  };
  return { calls, handlers };
}

type Stub = ((...args: unknown[]) => void) & { q?: unknown[] };

/** The customer's snippet, verbatim: a stub that queues each call's `arguments`. */
function snippetStub(host: CommandHost): Stub {
  const w = host as { Winzmail?: Stub };
  w.Winzmail =
    w.Winzmail ||
    function () {
      // eslint-disable-next-line prefer-rest-params
      (w.Winzmail!.q = w.Winzmail!.q || []).push(arguments);
    };
  return w.Winzmail;
}

describe('command queue', () => {
  it('replays calls queued before the script loaded, in order, then replaces the stub', () => {
    const host: CommandHost = {};
    const stub = snippetStub(host);
    stub('configure', { primaryColor: '#1677ff', launcher: true });
    stub('open');
    stub('toggle');
    const warnings: string[] = [];
    const { calls, handlers } = recorder();

    const fn = installCommands(host, handlers, '1.2.3', (m) => warnings.push(m));

    expect(calls).toEqual([
      'configure {"primaryColor":"#1677ff","launcher":true}',
      'open',
      'toggle',
    ]);
    expect(host.Winzmail).toBe(fn);
    expect(fn.version).toBe('1.2.3');
    expect(isInstalled(host.Winzmail)).toBe(true);
    expect(isInstalled(stub)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('works when the snippet runs after the script (no queue)', () => {
    const host: CommandHost = {};
    const { calls, handlers } = recorder();
    installCommands(host, handlers, '1', () => undefined);
    snippetStub(host)('close'); // the snippet keeps the real function: `window.Winzmail || …`
    (host.Winzmail as (c: string) => void)('toggle');
    expect(calls).toEqual(['close', 'toggle']);
  });

  it('warns about unknown commands and never throws into the page', () => {
    const warnings: string[] = [];
    const fn = createCommandFunction(
      {
        open: () => {
          throw new Error('boom');
        },
        close: () => undefined,
        toggle: () => undefined,
        configure: () => undefined,
      },
      '1',
      (m) => warnings.push(m),
    );
    expect(() => fn('open')).not.toThrow();
    expect(() => fn('explode')).not.toThrow();
    expect(() => fn()).not.toThrow();
    expect(warnings).toHaveLength(3);
    expect(warnings[1]).toContain('unknown command "explode"');
  });

  it('ignores a queue that is not a list of argument lists', () => {
    const { calls, handlers } = recorder();
    const stub = Object.assign(() => undefined, { q: [null, 'open', ['close']] });
    installCommands({ Winzmail: stub }, handlers, '1', () => undefined);
    expect(calls).toEqual(['close']);
  });
});
