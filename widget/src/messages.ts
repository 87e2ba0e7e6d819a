// The chat payloads the server sends, checked at the edge: anything from the network is
// `unknown` until it has been through here, and only http(s) links survive.

import { toLanguageCode, type SseEvent } from '@winzmail/browser-kit';
import type { ApiChatMessage, ApiChatSource, ErrorBody, WidgetConfig } from './api-types.js';

export type { WidgetConfig };

/**
 * A source as the widget shows it: http(s) links only (so every one has its url), the [n] only
 * when the server sent a valid one, and no document id (that is for staff).
 */
export type Source = Pick<ApiChatSource, 'title' | 'url'> & Partial<Pick<ApiChatSource, 'number'>>;

/** One stored exchange, as in GET /chat/history and the `done` event of POST /chat/ask. */
export type ChatMessage = Omit<ApiChatMessage, 'sources'> & { sources: Source[] };

export type AskEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; chat: ChatMessage }
  | { type: 'error'; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field of a JSON body, still unchecked; its name is held to the API's type `T`. */
export function fieldOf<T extends object>(value: unknown, key: keyof T & string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The URL when it is absolute http(s), else null (no javascript:, data:, relative …). */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function toSources(value: unknown): Source[] {
  if (!Array.isArray(value)) return [];
  const sources: Source[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const url = safeHttpUrl(item.url);
    if (!url) continue;
    const source: Source = { title: str(item.title).trim() || url, url };
    if (typeof item.number === 'number' && Number.isInteger(item.number) && item.number > 0) {
      source.number = item.number;
    }
    sources.push(source);
  }
  return sources;
}

export function toChatMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value) || typeof value.response !== 'string') return null;
  return {
    id: str(value.id),
    message: str(value.message),
    response: value.response,
    created_at: str(value.created_at),
    sources: toSources(value.sources),
    ...(value.rating === 'up' || value.rating === 'down' ? { rating: value.rating } : {}),
    ...(value.abstained === true ? { abstained: true } : {}),
  };
}

export function toWidgetConfig(value: unknown): WidgetConfig | null {
  if (!isRecord(value)) return null;
  return {
    org_name: str(value.org_name),
    language: toLanguageCode(value.language),
    rtl: value.rtl === true,
  };
}

/** The `error` text of a JSON error body, or '' when there is none. */
export function errorText(value: unknown): string {
  return str(fieldOf<ErrorBody>(value, 'error')).trim();
}

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads one event of the /chat/ask stream; null for events the widget does not know. */
export function toAskEvent(event: SseEvent): AskEvent | null {
  const data = json(event.data);
  switch (event.event) {
    case 'delta': {
      const text = isRecord(data) ? str(data.text) : '';
      return text ? { type: 'delta', text } : null;
    }
    case 'done': {
      const chat = toChatMessage(data);
      return chat ? { type: 'done', chat } : { type: 'error', error: '' };
    }
    case 'error':
      return { type: 'error', error: errorText(data) };
    default:
      return null;
  }
}
