import { describe, expect, it } from '@jest/globals';
import { createTokenStore, visitorKey, type KeyValueStorage } from './token-store.js';

function mapStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('token store', () => {
  it('keeps the token in storage under winzmail:visitor:<orgId>', () => {
    const storage = mapStorage();
    const store = createTokenStore('org-1', storage);
    expect(store.get()).toBeNull();
    store.set('tok');
    expect(storage.map.get('winzmail:visitor:org-1')).toBe('tok');
    expect(createTokenStore('org-1', storage).get()).toBe('tok'); // after a reload
    expect(createTokenStore('org-2', storage).get()).toBeNull();
    store.clear();
    expect(storage.map.size).toBe(0);
    expect(visitorKey('a')).toBe('winzmail:visitor:a');
  });

  it('falls back to memory when storage throws or is missing', () => {
    for (const storage of [throwing, null]) {
      const store = createTokenStore('org', storage);
      expect(store.get()).toBeNull();
      store.set('tok');
      expect(store.get()).toBe('tok');
      store.clear();
      expect(store.get()).toBeNull();
    }
  });
});
