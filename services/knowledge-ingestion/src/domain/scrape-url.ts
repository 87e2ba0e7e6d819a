/** A scrape URL: http or https only, no credentials; the host to resolve. */
export function parseScrapeUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  url.hash = '';
  return url;
}
