/**
 * Outlook-plugin users hold numbered places ("slots") 0..max-1 in their organisation; a unique
 * index on (org_id, slot) makes taking one atomic on every store, so the plan limit holds however
 * many adds race. Pure helpers for choosing slots.
 */

/** The slots below `max` not in `taken`, ascending; lazy, as a plan's limit may be large. */
export function* freeSlots(taken: Iterable<number | undefined>, max: number): Generator<number> {
  const held = new Set<number>();
  for (const slot of taken) if (slot !== undefined) held.add(slot);
  for (let slot = 0; slot < max; slot++) if (!held.has(slot)) yield slot;
}

/**
 * Slots for `count` records that have none (stored before slots existed): the lowest free ones,
 * whatever the limit — such records keep their place and count against it like any other.
 */
export function slotsForUnslotted(taken: Iterable<number | undefined>, count: number): number[] {
  const out: number[] = [];
  for (const slot of freeSlots(taken, Number.MAX_SAFE_INTEGER)) {
    if (out.length >= count) break;
    out.push(slot);
  }
  return out;
}
