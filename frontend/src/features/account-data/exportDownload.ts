import { apiBaseUrl } from '../../config';

/** The export refused or failed: the status, and the server's own words when it gave some. */
export class ExportError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
  ) {
    super(`Export Error: ${status}`);
    this.name = 'ExportError';
  }
}

/**
 * GET /org/export as a download: the server streams the zip; the browser saves it under the
 * name the server gives.
 */
export async function downloadExport(token: string | null): Promise<void> {
  const res = await fetch(`${apiBaseUrl()}/org/export`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    throw new ExportError(res.status, typeof body?.error === 'string' ? body.error : undefined);
  }
  const blob = await res.blob();
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    'winzmail-export.zip';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
