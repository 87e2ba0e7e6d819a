import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';

const run = promisify(execFile);

/** Where converted fixtures are kept between runs, keyed by a hash of their source. */
const CACHE = join(tmpdir(), 'winzmail-fixture-cache');

function which(bin: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const p = join(dir, bin);
    if (dir && existsSync(p)) return p;
  }
  return null;
}

/**
 * Whether a Debian tool the tests need is installed. Missing: a loud SKIPPED line — and a
 * failure on CI, where tests/infra/apt-deps installs it.
 */
export function haveTool(bin: string, what: string): boolean {
  if (which(bin)) return true;
  const message = `SKIPPED: ${what} — '${bin}' is not installed (bash tests/infra/apt-deps installs it)`;
  if (process.env.CI === 'true') throw new Error(`${message}; CI must have it`);
  console.warn(message);
  return false;
}

export const CHROMIUM = which('chromium') ?? which('chromium-browser') ?? '';

const hash = (...parts: (string | Buffer)[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 24);
};

/**
 * Converts an HTML source with LibreOffice (imported into Writer, so headings become Word
 * heading styles and page breaks hold) to pdf, docx or doc. Cached by source hash.
 */
export async function libreOffice(
  html: string,
  to: 'pdf' | 'docx' | 'doc',
  assets: Record<string, Buffer> = {},
): Promise<Buffer> {
  const filters = {
    pdf: 'pdf:writer_pdf_Export',
    docx: 'docx:MS Word 2007 XML',
    doc: 'doc:MS Word 97',
  };
  const key = hash(to, html, ...Object.entries(assets).flat());
  const cached = join(CACHE, `${key}.${to}`);
  if (existsSync(cached)) return readFile(cached);
  await mkdir(CACHE, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'winzmail-lo-'));
  try {
    await writeFile(join(work, 'source.html'), html);
    for (const [name, bytes] of Object.entries(assets)) await writeFile(join(work, name), bytes);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${join(work, 'profile')}`,
        '--headless',
        '--norestore',
        '--infilter=HTML (StarWriter)',
        '--convert-to',
        filters[to],
        '--outdir',
        join(work, 'out'),
        join(work, 'source.html'),
      ],
      { timeout: 120_000 },
    );
    const out = join(work, 'out', `source.${to}`);
    await copyFile(out, `${cached}.part`);
    await run('mv', [`${cached}.part`, cached]);
    return readFile(cached);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Encrypts a PDF with qpdf (AES-256, a user password is needed to open it). */
export async function qpdfEncrypt(pdf: Buffer): Promise<Buffer> {
  const key = hash('qpdf', pdf);
  const cached = join(CACHE, `${key}.pdf`);
  if (existsSync(cached)) return readFile(cached);
  await mkdir(CACHE, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'winzmail-qpdf-'));
  try {
    await writeFile(join(work, 'in.pdf'), pdf);
    await run('qpdf', [
      '--encrypt',
      'user-secret',
      'owner-secret',
      '256',
      '--',
      join(work, 'in.pdf'),
      join(work, 'out.pdf'),
    ]);
    await copyFile(join(work, 'out.pdf'), cached);
    return readFile(cached);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A PNG of random grey noise (an "image" with no text in it). */
export function noisePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0; // greyscale
  let seed = 42;
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      raw[y * (width + 1) + 1 + x] = seed & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
