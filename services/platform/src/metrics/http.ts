import { DURATION_BUCKETS, lazyInstruments } from './meter.js';

/**
 * HTTP server RED (the gateway): `winzmail.http.server.duration` (seconds; its count is the rate,
 * its `http.response.status_code` the errors) labelled with the route TEMPLATE, never the URL.
 * Widget sessions: `winzmail.widget.sessions` (a visitor token issued by POST /chat/visitor).
 */
const instruments = lazyInstruments((meter) => ({
  duration: meter.createHistogram('winzmail.http.server.duration', {
    unit: 's',
    description: 'HTTP requests served, by route template and status',
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  }),
  widgetSessions: meter.createCounter('winzmail.widget.sessions', {
    description: 'Website chat sessions started (visitor tokens issued)',
  }),
}));

export interface HttpRequestRecord {
  method: string;
  /** The matched route template (`/winzmail/api/documents/:id`), or `unmatched`/`static`. */
  route: string;
  status: number;
  seconds: number;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function recordHttpRequest(r: HttpRequestRecord): void {
  instruments().duration.record(r.seconds, {
    'http.request.method': METHODS.has(r.method) ? r.method : '_OTHER',
    'http.route': r.route,
    'http.response.status_code': r.status,
  });
}

export function recordWidgetSession(): void {
  instruments().widgetSessions.add(1);
}
