import { logLevel, type logCreator } from 'kafkajs';
import type { Logger } from '../../../logger/index.js';

/** kafkajs logs go through the process logger (one log stream, same redaction and trace ids). */
export function kafkaLogCreator(logger: Logger): logCreator {
  const child = logger.child({ component: 'kafkajs' });
  return () =>
    ({ namespace, level, log }) => {
      const { message, timestamp: _timestamp, logger: _name, ...extra } = log;
      const fields = { namespace, ...extra };
      switch (level) {
        case logLevel.ERROR:
          child.error(fields, message);
          break;
        case logLevel.WARN:
          child.warn(fields, message);
          break;
        case logLevel.INFO:
          child.info(fields, message);
          break;
        default:
          child.debug(fields, message);
      }
    };
}
