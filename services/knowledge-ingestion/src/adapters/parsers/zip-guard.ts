import { inflateRawSync } from 'node:zlib';
import { DocumentError, MESSAGES } from '../../domain/messages.js';

export interface ZipLimits {
  /** Total bytes all entries may inflate to. */
  maxUnzippedBytes: number;
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxUnzippedBytes: 100 * 1024 * 1024,
  maxEntries: 5000,
};

/**
 * Checks a ZIP (DOCX) before a parser inflates it: reads the central directory and inflates
 * every entry with a hard output cap, so a zip bomb — including one whose headers lie about
 * sizes — is refused after at most `maxUnzippedBytes` of work.
 */
export function checkZip(buf: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): void {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), buf.length - 22);
  if (eocd < 0) throw new DocumentError(MESSAGES.corrupt);
  const entries = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries > limits.maxEntries) throw new DocumentError(MESSAGES.tooComplex);
  if (cdOffset === 0xffffffff || entries === 0xffff) throw new DocumentError(MESSAGES.tooComplex);
  let p = cdOffset;
  let budget = limits.maxUnzippedBytes;
  for (let i = 0; i < entries; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50)
      throw new DocumentError(MESSAGES.corrupt);
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const declared = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    p += 46 + nameLen + extraLen + commentLen;
    if (declared > budget) throw new DocumentError(MESSAGES.tooComplex);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50)
      throw new DocumentError(MESSAGES.corrupt);
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(dataStart, dataStart + compressed);
    if (data.length !== compressed) throw new DocumentError(MESSAGES.corrupt);
    let size: number;
    if (method === 0) size = compressed;
    else if (method === 8) {
      try {
        // One byte over the declared size is enough to catch a lying header.
        size = inflateRawSync(data, {
          maxOutputLength: Math.max(1, Math.min(budget, declared + 1)),
        }).length;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        throw new DocumentError(
          code === 'ERR_BUFFER_TOO_LARGE' ? MESSAGES.tooComplex : MESSAGES.corrupt,
        );
      }
    } else throw new DocumentError(MESSAGES.corrupt);
    if (size !== declared)
      throw new DocumentError(size > declared ? MESSAGES.tooComplex : MESSAGES.corrupt);
    budget -= size;
  }
}

/** The names of a ZIP's entries (from the central directory), for telling DOCX from other ZIPs. */
export function zipEntryNames(buf: Buffer): string[] {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), buf.length - 22);
  if (eocd < 0) return [];
  const entries = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < entries && p + 46 <= buf.length; i++) {
    const nameLen = buf.readUInt16LE(p + 28);
    names.push(buf.subarray(p + 46, p + 46 + nameLen).toString('utf8'));
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return names;
}
