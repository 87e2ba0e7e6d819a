import type { Collection, Doc } from './port.js';

/**
 * Erases an organisation's records from each collection: those that carry its `org_id` and the
 * one keyed by it (`_id` = org id, the per-organisation settings and counters). Every service's
 * org.deleted handler passes all its collections, so one added later is not forgotten as long as
 * it records the organisation the usual way. Idempotent; returns how many records went.
 */
export async function eraseOrgRecords(
  collections: readonly Collection<Doc>[],
  orgId: string,
): Promise<number> {
  if (!orgId) throw new Error('eraseOrgRecords needs an org id');
  let erased = 0;
  for (const collection of collections) {
    erased += await collection.deleteMany({ org_id: orgId });
    erased += await collection.deleteOne({ _id: orgId });
  }
  return erased;
}

/** A filter for string keys that start with `prefix` (no regular expressions on every store). */
export const startsWith = (prefix: string): { $gte: string; $lt: string } => ({
  $gte: prefix,
  $lt: `${prefix}\uffff`,
});
