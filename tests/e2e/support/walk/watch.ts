import type { ConsoleMessage, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';

/** A failed request the walk expects, and why. */
export interface ExpectedFailure {
  method: string;
  /** The URL's path, e.g. /winzmail/api/org/email-config. */
  path: RegExp;
  status: number;
  why: string;
}

/**
 * What goes wrong on a page while the walk looks at it: console errors (and the missing-key
 * warnings i18n logs), uncaught exceptions, and requests that failed or answered 4xx/5xx other
 * than the expected ones. `take()` returns what was seen since the last call.
 */
export class PageWatch {
  private seen: string[] = [];
  private readonly inFlight = new Set<HTTPRequest>();

  constructor(
    page: Page,
    private readonly expected: () => readonly ExpectedFailure[],
  ) {
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) => this.seen.push(`uncaught: ${String(error)}`));
    page.on('response', (response) => this.onResponse(response));
    page.on('requestfailed', (request) => this.onFailed(request));
    page.on('request', (request) => {
      // A stream (the chat's answers) stays open by design.
      if (request.resourceType() !== 'eventsource') this.inFlight.add(request);
    });
    // Answered is enough: Chromium does not always report the end of a body nobody reads.
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    // A new document: the old one's requests are gone (Chromium may never report their end).
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.inFlight.clear();
    });
  }

  /** The page's requests still waiting for their answer (what `settle` waits out). */
  pending(): string[] {
    return [...this.inFlight].map((r) => `${r.method()} ${r.url()}`);
  }

  take(): string[] {
    const out = this.seen;
    this.seen = [];
    return out;
  }

  /** `method` null: any (Chromium's console line about a failed load does not say it). */
  private isExpected(method: string | null, url: string, status: number): boolean {
    const path = new URL(url).pathname;
    return this.expected().some(
      (e) => (method === null || e.method === method) && e.status === status && e.path.test(path),
    );
  }

  private onResponse(response: HTTPResponse): void {
    this.inFlight.delete(response.request());
    const status = response.status();
    if (status < 400) return;
    const request = response.request();
    if (this.isExpected(request.method(), response.url(), status)) return;
    this.seen.push(`${request.method()} ${new URL(response.url()).pathname} answered ${status}`);
  }

  private onFailed(request: HTTPRequest): void {
    this.inFlight.delete(request);
    const reason = request.failure()?.errorText ?? 'failed';
    // A request the page dropped because it navigated or no longer needed the answer.
    if (reason === 'net::ERR_ABORTED') return;
    this.seen.push(`${request.method()} ${request.url()} failed: ${reason}`);
  }

  private onConsole(message: ConsoleMessage): void {
    const text = message.text();
    if (message.type() === 'warn' && /Missing translation key/.test(text)) {
      this.seen.push(`console: ${text}`);
      return;
    }
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    // Chromium logs every 4xx/5xx as a console error too: an expected one is expected there.
    const status = /^Failed to load resource: the server responded with a status of (\d+)/.exec(
      text,
    );
    if (status && url && this.isExpected(null, url, Number(status[1]))) return;
    this.seen.push(`console error: ${text}${url ? ` (${url})` : ''}`);
  }
}
