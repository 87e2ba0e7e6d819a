/**
 * What kind of Word file an OLE compound file (CFB, the container of .doc and of encrypted
 * .docx) holds, read from its directory and the Word FIB — pure byte reading, no parsing of text.
 * [MS-CFB] for the container, [MS-DOC] 2.5.1 and the Word 6/95 FIB for the flags.
 */
export type WordBinaryKind =
  /** Word 97 to 2003 (nFib ≥ 0xC1): word-extractor reads it. */
  | { kind: 'word97' }
  /** Word 6.0 or Word 95 / 7.0 (nFib 101 to 105; Word 95 writes either 101 or 104). */
  | { kind: 'word6'; nFib: number }
  /** A password-protected .doc (fEncrypted), or an OOXML package encrypted into a CFB. */
  | { kind: 'encrypted' }
  /** Not a Word document we can recognise (damaged, or another Office file). */
  | { kind: 'unknown' };

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
/** The FIB is at the start of the WordDocument stream; its flags end at 0x0C. */
const FIB_BYTES = 0x0c;

export const isCfb = (bytes: Buffer): boolean =>
  bytes.length >= 512 && bytes.subarray(0, 8).equals(CFB_MAGIC);

interface DirEntry {
  name: string;
  type: number;
  start: number;
  size: number;
}

/** A bounded reader: a hostile header can point anywhere, so every step is checked. */
class Cfb {
  private readonly sectorSize: number;
  private readonly fat: number[] = [];

  constructor(private readonly bytes: Buffer) {
    const shift = bytes.readUInt16LE(0x1e);
    if (shift !== 9 && shift !== 12) throw new Error('bad sector size');
    this.sectorSize = 1 << shift;
    const fatSectors: number[] = [];
    for (let i = 0; i < 109; i++) fatSectors.push(bytes.readUInt32LE(0x4c + i * 4));
    let difat = bytes.readUInt32LE(0x44);
    for (let guard = 0; difat < END_OF_CHAIN && guard < 1024; guard++) {
      const at = this.offset(difat);
      const per = this.sectorSize / 4 - 1;
      for (let i = 0; i < per; i++) fatSectors.push(bytes.readUInt32LE(at + i * 4));
      difat = bytes.readUInt32LE(at + per * 4);
    }
    for (const s of fatSectors.slice(0, bytes.readUInt32LE(0x2c))) {
      if (s >= END_OF_CHAIN) continue;
      const at = this.offset(s);
      for (let i = 0; i < this.sectorSize / 4; i++) this.fat.push(bytes.readUInt32LE(at + i * 4));
    }
  }

  private offset(sector: number): number {
    const at = (sector + 1) * this.sectorSize;
    if (at + this.sectorSize > this.bytes.length) throw new Error('sector out of range');
    return at;
  }

  /** The sectors of a chain, at most `limit` of them (loops and runaway chains end there). */
  private chain(start: number, limit: number, fat: number[]): number[] {
    const out: number[] = [];
    for (let s = start; s < END_OF_CHAIN && s !== FREE && out.length < limit; s = fat[s] ?? FREE)
      out.push(s);
    return out;
  }

  entries(): DirEntry[] {
    const out: DirEntry[] = [];
    const start = this.bytes.readUInt32LE(0x30);
    for (const s of this.chain(start, 4096, this.fat)) {
      const at = this.offset(s);
      for (let i = 0; i < this.sectorSize / 128; i++) {
        const e = at + i * 128;
        const nameBytes = Math.min(this.bytes.readUInt16LE(e + 0x40), 64);
        out.push({
          name: this.bytes.toString('utf16le', e, e + Math.max(0, nameBytes - 2)),
          type: this.bytes[e + 0x42] ?? 0,
          start: this.bytes.readUInt32LE(e + 0x74),
          size: this.bytes.readUInt32LE(e + 0x78),
        });
      }
    }
    return out;
  }

  /** The first `length` bytes of a stream (from the mini stream when it is small). */
  head(entry: DirEntry, root: DirEntry, length: number): Buffer {
    const want = Math.min(length, entry.size);
    const cutoff = this.bytes.readUInt32LE(0x38);
    if (entry.size >= cutoff) {
      const sectors = this.chain(entry.start, Math.ceil(want / this.sectorSize), this.fat);
      return Buffer.concat(sectors.map((s) => this.sector(s))).subarray(0, want);
    }
    const miniSize = 1 << this.bytes.readUInt16LE(0x20);
    const miniFat: number[] = [];
    for (const s of this.chain(this.bytes.readUInt32LE(0x3c), 4096, this.fat)) {
      const sec = this.sector(s);
      for (let i = 0; i < this.sectorSize / 4; i++) miniFat.push(sec.readUInt32LE(i * 4));
    }
    const mini = Buffer.concat(this.chain(root.start, 65536, this.fat).map((s) => this.sector(s)));
    const parts = this.chain(entry.start, Math.ceil(want / miniSize), miniFat).map((m) =>
      mini.subarray(m * miniSize, (m + 1) * miniSize),
    );
    return Buffer.concat(parts).subarray(0, want);
  }

  private sector(s: number): Buffer {
    const at = this.offset(s);
    return this.bytes.subarray(at, at + this.sectorSize);
  }
}

/** Reads the container's directory and the Word FIB's version and encryption flag. */
export function wordBinaryKind(bytes: Buffer): WordBinaryKind {
  if (!isCfb(bytes)) return { kind: 'unknown' };
  try {
    const cfb = new Cfb(bytes);
    const entries = cfb.entries();
    const named = (name: string) => entries.find((e) => e.type !== 0 && e.name === name);
    // ECMA-376 encryption: the .docx package sits encrypted inside a CFB.
    if (named('EncryptionInfo') && named('EncryptedPackage')) return { kind: 'encrypted' };
    const word = named('WordDocument');
    const root = entries.find((e) => e.type === 5);
    if (!word || !root) return { kind: 'unknown' };
    const fib = cfb.head(word, root, FIB_BYTES);
    if (fib.length < FIB_BYTES) return { kind: 'unknown' };
    const ident = fib.readUInt16LE(0);
    const nFib = fib.readUInt16LE(2);
    const flags = fib.readUInt16LE(0x0a);
    // fEncrypted (bit 8) means the same in the Word 6/95 and the Word 97 FIB.
    if (flags & 0x0100) return { kind: 'encrypted' };
    if (ident === 0xa5ec && nFib >= 0xc1) return { kind: 'word97' };
    if (nFib >= 101 && nFib <= 105) return { kind: 'word6', nFib };
    return { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}
