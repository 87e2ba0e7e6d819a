import type { ResponseOf } from '../../api/contract';
import { apiBaseUrl } from '../../config';

type Uploaded = ResponseOf<'/org/documents/upload', 'post'>;

/** Limits the picker and the client-side check share with the server (spec section 9). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.md'];

/** A failed transfer: the HTTP status and text (for the technical log line) and the server's words. */
export class TransferError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly serverMessage?: string,
  ) {
    super(`${status} ${statusText}`.trim());
    this.name = 'TransferError';
  }
}

function serverMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /org/documents/upload as multipart field `file`, reporting real progress (bytes sent) —
 * which fetch cannot — through XMLHttpRequest.
 */
export function uploadDocument(
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Uploaded | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl()}/org/documents/upload`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(xhr.responseText ? (JSON.parse(xhr.responseText) as Uploaded) : null);
      } else reject(new TransferError(xhr.status, xhr.statusText, serverMessage(xhr.responseText)));
    };
    xhr.onerror = () => reject(new TransferError(0, 'Network Error'));
    xhr.onabort = () => reject(new TransferError(0, 'Aborted'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** GET /org/documents/view/{id} with the token, then saves the bytes under the server's file name. */
export async function downloadDocument(
  id: string,
  fallbackName: string,
  token: string | null,
): Promise<void> {
  const res = await fetch(`${apiBaseUrl()}/org/documents/view/${encodeURIComponent(id)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok)
    throw new TransferError(
      res.status,
      res.statusText,
      serverMessage(await res.text().catch(() => '')),
    );
  const blob = await res.blob();
  const name = filenameFrom(res.headers.get('content-disposition')) ?? fallbackName;
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

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function filenameFrom(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Why a file cannot be uploaded, before sending it (the server checks again). */
export function clientCheck(file: {
  name: string;
  size: number;
}): 'type' | 'size' | 'empty' | null {
  const lower = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** 1536 → "1.5 KB". */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
