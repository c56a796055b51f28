import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SellerKind } from '@care/shared';

/**
 * What the public answers kept in memory are made from. A service that changes one of these
 * calls `invalidate` with its tag once its transaction has committed, and every answer made
 * from it is dropped in this process at once; other processes keep theirs until it expires.
 */
export const cacheTags = {
  /** Care categories and services; their names also appear in profiles and offerings. */
  catalog: 'catalog',
  /** Blog posts and banners. */
  content: 'content',
  /** Every page of reviews: each shows the family's name and city. */
  reviews: 'reviews',
  /** One seller's public profile, offerings and reviews. */
  seller: (kind: SellerKind, id: string) => `${kind}:${id}`,
} as const;

/** What a service that changes public data needs of the cache. */
export interface CacheInvalidator {
  invalidate(...tags: string[]): void;
}

/** An answer as sent: the exact JSON and its validator. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/**
 * Taken before the database is read. An answer whose data changed while it was being made is
 * not kept, so a read that raced a write never outlives the write's invalidation.
 */
export interface CacheTicket {
  readonly tags: readonly string[];
  readonly at: number;
}

export interface PublicCache extends CacheInvalidator {
  get(key: string): CachedAnswer | undefined;
  begin(tags: readonly string[]): CacheTicket;
  /** Keeps the answer for `ttlSeconds` (0: not at all) unless its data changed since `ticket`. */
  set(key: string, ticket: CacheTicket, body: string, ttlSeconds: number): CachedAnswer;
}

/**
 * A weak validator of the body: a proxy that compresses the JSON changes the bytes, not the
 * meaning. The same body gives the same tag in every process, so a browser's copy made by one
 * process is confirmed (304) by another.
 */
export function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * If-None-Match by the weak comparison HTTP prescribes for it: `*`, or any listed tag whose
 * opaque part equals ours. Anything unreadable simply does not match.
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string' || header === '') return false;
  if (header.trim() === '*') return true;
  const ours = etag.startsWith('W/') ? etag.slice(2) : etag;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === ours;
  });
}

/** Past this many changed tags remembered, everything is dropped and the record starts over. */
const MAX_CHANGED_TAGS = 10_000;

interface Entry extends CachedAnswer {
  tags: readonly string[];
  at: number;
}

/**
 * Public answers kept in this process's memory, each under the tags of the data it shows.
 * Invalidation counts changes rather than searching entries: each change of a tag is stamped
 * with the next count, and an answer made (its ticket taken) before its tags' latest stamps is
 * no longer served. Bounded in entries and bytes; the least recently read go first.
 */
export function createPublicCache(
  options: { maxEntries?: number; maxBytes?: number; now?: () => number } = {},
): PublicCache {
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 5000,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length + 100,
    // Read the clock on every get, so a copy is never served past its time.
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const changedAt = new Map<string, number>();
  let count = 0;
  /** Answers made before this count were made before the record of changes started over. */
  let floor = 0;

  const isCurrent = (made: { tags: readonly string[]; at: number }) =>
    made.at >= floor && made.tags.every((tag) => (changedAt.get(tag) ?? 0) <= made.at);

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (isCurrent(entry)) return entry;
      entries.delete(key);
      return undefined;
    },

    begin: (tags) => ({ tags, at: count }),

    set(key, ticket, body, ttlSeconds) {
      const answer = { body, etag: etagOf(body) };
      if (ttlSeconds > 0 && isCurrent(ticket)) {
        entries.set(
          key,
          { ...answer, tags: ticket.tags, at: ticket.at },
          { ttl: ttlSeconds * 1000 },
        );
      }
      return answer;
    },

    invalidate(...tags) {
      count += 1;
      for (const tag of tags) changedAt.set(tag, count);
      if (changedAt.size > MAX_CHANGED_TAGS) {
        changedAt.clear();
        entries.clear();
        floor = count;
      }
    },
  };
}
