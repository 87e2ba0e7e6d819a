import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * A secret from config, or — in the embedded mode — one generated once and kept under the data
 * directory (mode 0600) so restarts keep tokens and captchas valid.
 */
export async function persistentSecret(
  configured: string | undefined,
  dataDir: string,
  name: string,
  generate: () => Promise<string> | string,
): Promise<string> {
  if (configured) return configured;
  const path = join(dataDir, 'secrets', name);
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const value = await generate();
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  // 'wx' fails if another process created it meanwhile; then that one wins.
  try {
    await writeFile(path, value, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await readFile(path, 'utf8')).trim();
  }
}
