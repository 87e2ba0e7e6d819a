import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../i18n';
import { takeContractProblems } from './contract';

// jsdom gaps that antd and react-router touch.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;
if (typeof globalThis.ResizeObserver === 'undefined') {
  // antd's overflow and sizing helpers observe elements; jsdom has no layout to report.
  class NoLayoutResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: NoLayoutResizeObserver,
  });
}
if (typeof globalThis.MessageChannel === 'undefined') {
  // Used by antd's form as a macro-task queue; a timer does the same in tests.
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  Object.defineProperty(globalThis, 'MessageChannel', {
    configurable: true,
    value: TimerMessageChannel,
  });
}

// Lazy routes compile on first use under jest: allow them time.
configure({ asyncUtilTimeout: 8000 });

await initI18n('en');

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'sidebar_state=; path=/; max-age=0';
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  // A fixture the gateway would never send (or a body it would refuse) fails the test.
  const problems = takeContractProblems();
  if (problems.length > 0) throw new Error(`API contract:\n${problems.join('\n')}`);
});
