import { isDate, isPlainObject, type Plain } from '../../doc-path.js';

/**
 * A document as the LMDB adapter hands it to msgpack and back. msgpackr recognises a Date with
 * `instanceof` its own realm's Date, so a Date from another realm (a vm context: Jest's test
 * files) would be stored as its JSON string. Dates are therefore stored as `{$date: ms}` (a
 * document's own field names never start with `$`), and every value read is rebuilt in this
 * module's realm.
 */
export function toStored(value: unknown): unknown {
  if (isDate(value)) return { $date: value.getTime() };
  if (Array.isArray(value)) return value.map(toStored);
  if (isPlainObject(value)) {
    const out: Plain = {};
    for (const [k, v] of Object.entries(value)) out[k] = toStored(v);
    return out;
  }
  return value;
}

export function fromStored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromStored);
  if (value instanceof Uint8Array) return Buffer.from(value);
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$date') return new Date(value.$date as number);
    const out: Plain = {};
    for (const k of keys) out[k] = fromStored(value[k]);
    return out;
  }
  return value;
}
