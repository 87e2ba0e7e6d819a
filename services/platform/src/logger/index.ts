import { trace } from '@opentelemetry/api';
import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/** Secrets and message bodies never reach the logs, whatever object they sit in. */
export const REDACT_PATHS = [
  'password',
  '*.password',
  'email_password',
  '*.email_password',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["org-token"]',
  'captcha',
  '*.captcha',
  'secret',
  '*.secret',
  'body',
  '*.body',
  'reply_body',
  '*.reply_body',
];

export interface LoggerSettings {
  service: string;
  version?: string;
  level?: string;
  /** Where to write (tests capture); default stdout. */
  destination?: pino.DestinationStream;
}

/** One logger per process; children per service or request. Trace ids come from OpenTelemetry. */
export function createLogger(settings: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    base: { service: settings.service, version: settings.version ?? '0.1.0' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const ctx = span.spanContext();
      return { trace_id: ctx.traceId, span_id: ctx.spanId };
    },
  };
  return settings.destination ? pino(options, settings.destination) : pino(options);
}
