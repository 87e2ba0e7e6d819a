import { randomUUID } from 'node:crypto';

/** Ids are UUIDs: unguessable, so one organisation cannot enumerate another's records. */
export const newId = (): string => randomUUID();

export const nowIso = (): string => new Date().toISOString();
