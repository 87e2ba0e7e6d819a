import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';
import type { StoredSource } from '../domain/sources.js';

/** One question and its answer. `conv` is 'staff' or 'v:<visitor id>'. */
export interface ChatDoc extends Doc {
  org_id: string;
  conv: string;
  message: string;
  response: string;
  sources: StoredSource[];
  created_at: string;
}

/** Keyed by org id. */
export interface WidgetSettingsDoc extends Doc {
  allowed_origins: string[];
  updated_at: string;
}

export interface ChatRepos {
  chats: Collection<ChatDoc>;
  widgetSettings: Collection<WidgetSettingsDoc>;
}

export async function openRepos(store: DocumentStore): Promise<ChatRepos> {
  const [chats, widgetSettings] = await Promise.all([
    // A conversation's page, newest first, and its count. MongoDB serves both from the first
    // index; the embedded store's nedb uses a compound index only when the query names all of
    // its fields, hence the second.
    store.collection<ChatDoc>('chats', [
      { fields: { org_id: 1, conv: 1, created_at: -1 } },
      { fields: { org_id: 1, conv: 1 } },
    ]),
    store.collection<WidgetSettingsDoc>('widget_settings'),
  ]);
  return { chats, widgetSettings };
}
