/**
 * Rules for the organisation's data export zip (pure). A file's path comes from a service; it is
 * still checked here, where the zip is written, so no entry can climb out of the folder it is
 * unpacked into ("zip slip") or carry characters an unpacker chokes on.
 */
const MAX_PATH_CHARS = 400;

export function isSafeEntryPath(path: string): boolean {
  if (!path || path.length > MAX_PATH_CHARS) return false;
  if (path.startsWith('/') || path.includes('\\')) return false;
  if (/[\p{Cc}\p{Cf}]/u.test(path)) return false;
  return path.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** The download's file name: ASCII, dated, the same for every organisation. */
export function exportFileName(now: Date): string {
  return `winzmail-export-${now.toISOString().slice(0, 10)}.zip`;
}
