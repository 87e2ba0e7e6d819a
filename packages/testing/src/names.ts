import { randomBytes } from 'node:crypto';

/** One id per test run, so suites can share real servers (topics, collections, buckets, indexes). */
export const RUN_ID = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

let counter = 0;
/** A name unique to this run: letters, digits and dashes/underscores only (valid for every server). */
export const uniqueName = (prefix: string, sep = '-'): string =>
  `${prefix}${sep}${RUN_ID}${sep}${++counter}`;
