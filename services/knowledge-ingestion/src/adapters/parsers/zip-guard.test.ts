import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '../../domain/messages.js';
import { checkZip } from './zip-guard.js';

/** A minimal ZIP with deflated entries; `lie` overrides the declared uncompressed size. */
function zip(entries: { name: string; data: Buffer; lie?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const comp = deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(comp.length, 18);
    local.writeUInt32LE(e.lie ?? e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(comp.length, 20);
    central.writeUInt32LE(e.lie ?? e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, comp);
    centrals.push(central, name);
    offset += 30 + name.length + comp.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const limits = { maxUnzippedBytes: 10 * 1024 * 1024, maxEntries: 100 };

describe('zip guard', () => {
  it('passes an ordinary archive', () => {
    expect(() =>
      checkZip(zip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]), limits),
    ).not.toThrow();
  });

  it('refuses a bomb that declares its real size, and one that lies about it', () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 0);
    expect(() => checkZip(zip([{ name: 'a.xml', data: big }]), limits)).toThrow(
      MESSAGES.tooComplex,
    );
    expect(() => checkZip(zip([{ name: 'a.xml', data: big, lie: 1000 }]), limits)).toThrow(
      MESSAGES.tooComplex,
    );
  });

  it('refuses too many entries and a truncated archive', () => {
    const many = zip(
      Array.from({ length: 101 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })),
    );
    expect(() => checkZip(many, limits)).toThrow(MESSAGES.tooComplex);
    expect(() => checkZip(Buffer.from('PK\x03\x04 nothing else'), limits)).toThrow(
      MESSAGES.corrupt,
    );
  });
});
