/** File-name rules: what is kept of a client's name, and the name a scraped page gets. */

const MAX_NAME_CHARS = 200;

/** The last path segment, without control characters or characters unsafe in file names. */
export function cleanFilename(raw: string, fallback = 'document'): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  let name = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!name) return fallback;
  if (name.length > MAX_NAME_CHARS) {
    const ext = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
    name = name.slice(0, MAX_NAME_CHARS - ext.length).trimEnd() + ext;
  }
  return name;
}

/** A scraped page is named by its title, else by its host and path. */
export function nameForPage(title: string | null | undefined, url: string): string {
  const t = (title ?? '').replace(/\s+/g, ' ').trim();
  if (t) return cleanFilename(t.replace(/[\\/]/g, '-'), 'Web page');
  try {
    const u = new URL(url);
    return cleanFilename(
      `${u.hostname}${u.pathname === '/' ? '' : u.pathname}`.replace(/[\\/]/g, ' › '),
      'Web page',
    );
  } catch {
    return 'Web page';
  }
}

/** The name a download gets: scraped pages are stored as Markdown. */
export function downloadName(filename: string, type: string): string {
  if (type === 'web' && !/\.md$/i.test(filename)) return `${filename}.md`;
  return filename;
}
