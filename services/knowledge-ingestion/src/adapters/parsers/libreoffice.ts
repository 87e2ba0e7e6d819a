import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocumentError, MESSAGES } from '../../domain/messages.js';

/**
 * The text of a document LibreOffice can open and our own readers cannot (Word 6.0 and 95),
 * through `soffice --headless --convert-to txt`. Each run gets its own profile folder, so runs
 * never share LibreOffice's lock; the whole process group is killed at the time limit.
 */
export async function libreOfficeText(
  bytes: Buffer,
  settings: { sofficePath: string; timeoutMs: number; format: string },
): Promise<string> {
  if (!settings.sofficePath || !existsSync(settings.sofficePath))
    throw new DocumentError(MESSAGES.needsLibreOffice(settings.format));
  const work = await mkdtemp(join(tmpdir(), 'winzmail-soffice-'));
  try {
    await writeFile(join(work, 'in.doc'), bytes);
    await run(
      settings.sofficePath,
      [
        `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'txt:Text (encoded):UTF8',
        '--outdir',
        join(work, 'out'),
        join(work, 'in.doc'),
      ],
      settings.timeoutMs,
    );
    const out = join(work, 'out', 'in.txt');
    // LibreOffice exits 0 even when it could not open the file; then there is no output.
    if (!existsSync(out)) throw new DocumentError(MESSAGES.corrupt);
    return (await readFile(out, 'utf8')).replace(/^\uFEFF/, '');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function run(bin: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group: soffice is a script that starts oosplash and soffice.bin.
    const child = spawn(bin, args, { detached: true, stdio: 'ignore' });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
      reject(new DocumentError(MESSAGES.tooComplex));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
