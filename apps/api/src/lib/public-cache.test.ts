import { describe, expect, it } from 'vitest';
import { cacheTags, createPublicCache, etagOf, matchesIfNoneMatch } from './public-cache.ts';

const provider = cacheTags.seller('Provider', 'p1');
const otherProvider = cacheTags.seller('Provider', 'p2');

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('public cache', () => {
  it('keeps an answer under its key with a weak ETag of the body', () => {
    const cache = createPublicCache();
    const stored = cache.set('/a', cache.begin([cacheTags.catalog]), '{"x":1}', 60);
    expect(stored.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(stored.etag).toBe(etagOf('{"x":1}'));
    expect(etagOf('{"x":2}')).not.toBe(stored.etag);
    expect(cache.get('/a')).toMatchObject({ body: '{"x":1}', etag: stored.etag });
    expect(cache.get('/b')).toBeUndefined();
  });

  it('drops the answers of a changed tag at once, and only those', () => {
    const cache = createPublicCache();
    cache.set('/profile/p1', cache.begin([cacheTags.catalog, provider]), 'p1', 30);
    cache.set('/profile/p2', cache.begin([cacheTags.catalog, otherProvider]), 'p2', 30);
    cache.set('/categories', cache.begin([cacheTags.catalog]), 'c', 60);

    cache.invalidate(provider);
    expect(cache.get('/profile/p1')).toBeUndefined();
    expect(cache.get('/profile/p2')?.body).toBe('p2');
    expect(cache.get('/categories')?.body).toBe('c');

    cache.invalidate(cacheTags.catalog);
    expect(cache.get('/profile/p2')).toBeUndefined();
    expect(cache.get('/categories')).toBeUndefined();
  });

  it('keeps again what is made after a change', () => {
    const cache = createPublicCache();
    cache.invalidate(provider);
    cache.set('/profile/p1', cache.begin([provider]), 'new', 30);
    expect(cache.get('/profile/p1')?.body).toBe('new');
  });

  it('does not keep an answer whose data changed while it was being made', () => {
    const cache = createPublicCache();
    // The read starts, a write commits and invalidates, then the read's old answer arrives.
    const ticket = cache.begin([provider]);
    cache.invalidate(provider);
    const answer = cache.set('/profile/p1', ticket, 'old', 30);
    expect(answer.etag).toBe(etagOf('old'));
    expect(cache.get('/profile/p1')).toBeUndefined();
  });

  it('serves an answer for its lifetime and not a moment longer', () => {
    const time = clock();
    const cache = createPublicCache({ now: time.now });
    cache.set('/a', cache.begin([cacheTags.content]), 'a', 60);
    time.advance(59_999);
    expect(cache.get('/a')?.body).toBe('a');
    time.advance(2);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps nothing with a lifetime of 0, yet still gives the ETag', () => {
    const cache = createPublicCache();
    expect(cache.set('/a', cache.begin([]), 'a', 0).etag).toBe(etagOf('a'));
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forgets everything when too many changes are remembered, including answers in flight', () => {
    const cache = createPublicCache();
    cache.set('/categories', cache.begin([cacheTags.catalog]), 'c', 60);
    const inFlight = cache.begin([cacheTags.content]);
    for (let i = 0; i <= 10_000; i++) cache.invalidate(cacheTags.seller('Company', `c${i}`));
    expect(cache.get('/categories')).toBeUndefined();
    cache.set('/banners', inFlight, 'b', 60);
    expect(cache.get('/banners')).toBeUndefined();
    cache.set('/banners', cache.begin([cacheTags.content]), 'b', 60);
    expect(cache.get('/banners')?.body).toBe('b');
  });

  it('stays within its byte budget, dropping the least recently read', () => {
    const cache = createPublicCache({ maxBytes: 1000 });
    cache.set('/a', cache.begin([]), 'a'.repeat(400), 60);
    cache.set('/b', cache.begin([]), 'b'.repeat(400), 60);
    cache.get('/a');
    cache.set('/c', cache.begin([]), 'c'.repeat(400), 60);
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
  });
});

describe('If-None-Match', () => {
  const etag = etagOf('{"success":true}');
  const opaque = etag.slice(2);

  it('matches our tag, weak or strong, alone or in a list, and *', () => {
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(opaque, etag)).toBe(true);
    expect(matchesIfNoneMatch(`W/"other", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch(` "x" ,${opaque} `, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('matches nothing else, and nothing unreadable', () => {
    for (const header of [
      undefined,
      '',
      ',',
      'W/',
      '"',
      'W/"other"',
      opaque.slice(0, -2) + '"',
      `${etag}x`,
      'null',
      '*, *x',
      'x'.repeat(10_000),
    ]) {
      expect(matchesIfNoneMatch(header, etag)).toBe(false);
    }
    expect(matchesIfNoneMatch([etag, etag], etag)).toBe(false);
  });
});
