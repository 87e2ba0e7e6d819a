// Where the visitor token lives: localStorage, so the conversation survives a reload. Storage
// can throw (Safari private mode, blocked third-party storage, quota); then the token is kept in
// memory for this page view only.

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The subset of the Web Storage API used here (injectable for tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function visitorKey(orgId: string): string {
  return `winzmail:visitor:${orgId}`;
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null; // reading the property itself can throw
  } catch {
    return null;
  }
}

export function createTokenStore(
  orgId: string,
  storage: KeyValueStorage | null = defaultStorage(),
): TokenStore {
  const key = visitorKey(orgId);
  let memory: string | null = null;
  return {
    get() {
      if (memory) return memory;
      try {
        return storage?.getItem(key) || null;
      } catch {
        return null;
      }
    },
    set(token) {
      memory = token;
      if (!storage) return;
      try {
        storage.setItem(key, token);
        memory = null; // stored: localStorage is the one truth (another tab may renew it)
      } catch {
        // keep it in memory
      }
    },
    clear() {
      memory = null;
      try {
        storage?.removeItem(key);
      } catch {
        // nothing stored
      }
    },
  };
}
