import { LRUCache } from 'lru-cache';

/**
 * A few seconds of memory for answers that many people ask for at once (the first page of the
 * listings). Each API process keeps its own; nothing depends on it for correctness, and a
 * change shows everywhere within `ttlSeconds`.
 */
export function createMicroCache(ttlSeconds: number, maxEntries = 2000) {
  if (ttlSeconds <= 0) {
    return { get: () => undefined, set: () => {} } as {
      get(key: string): string | undefined;
      set(key: string, value: string): void;
    };
  }
  const cache = new LRUCache<string, string>({ max: maxEntries, ttl: ttlSeconds * 1000 });
  return {
    get: (key: string) => cache.get(key),
    set: (key: string, value: string) => void cache.set(key, value),
  };
}
