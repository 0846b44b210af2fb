import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CACHE_KEY,
  MAX_BYTES,
  persistCache,
  restoreCache,
  restoreCacheUnder,
  restoreServedState,
  saveCache,
  SERVED_STATE_ID,
} from './apollo-persist.ts';

const TAGS = parse(`
  query GetTags {
    tags {
      _id
      nameVi
      nameEn
    }
  }
`);
const tags = [{ __typename: 'Tag', _id: 't1', nameVi: 'Âm nhạc', nameEn: 'Music' }];

describe('apollo cache persistence', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('saves the cache after a write (debounced) and restores it into a fresh cache', () => {
    const cache = new InMemoryCache();
    persistCache(cache, { debounceMs: 100 });
    cache.writeQuery({ query: TAGS, data: { tags } });
    expect(sessionStorage.getItem(CACHE_KEY)).toBeNull();
    vi.advanceTimersByTime(100);
    expect(sessionStorage.getItem(CACHE_KEY)).toContain('Âm nhạc');

    const fresh = new InMemoryCache();
    expect(restoreCache(fresh)).toBe(true);
    expect(fresh.readQuery({ query: TAGS })).toEqual({ tags });
  });

  it('coalesces a burst of writes into one save', () => {
    const cache = new InMemoryCache();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    persistCache(cache, { debounceMs: 100 });
    for (let i = 0; i < 5; i++)
      cache.writeQuery({ query: TAGS, data: { tags: [{ ...tags[0]!, nameEn: `Music ${i}` }] } });
    vi.advanceTimersByTime(100);
    expect(setItem.mock.calls.filter(([key]) => key === CACHE_KEY)).toHaveLength(1);
    expect(sessionStorage.getItem(CACHE_KEY)).toContain('Music 4');
    setItem.mockRestore();
  });

  it('the returned flush saves at once (used on pagehide)', () => {
    const cache = new InMemoryCache();
    const flush = persistCache(cache, { debounceMs: 10_000 });
    cache.writeQuery({ query: TAGS, data: { tags } });
    flush();
    expect(sessionStorage.getItem(CACHE_KEY)).toContain('Music');
  });

  it("saves the server's cache laid over the restored one, with no query run in the browser", () => {
    const server = new InMemoryCache();
    server.writeQuery({ query: TAGS, data: { tags } });
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SERVED_STATE_ID;
    script.textContent = JSON.stringify(server.extract());
    document.body.append(script);

    const cache = new InMemoryCache();
    restoreCache(cache);
    persistCache(cache, { debounceMs: 100 });
    expect(restoreServedState(cache)).toBe(true);
    vi.advanceTimersByTime(100);
    script.remove();

    expect(restoreCache(new InMemoryCache())).toBe(true);
    expect(sessionStorage.getItem(CACHE_KEY)).toContain('Âm nhạc');
  });

  it("puts the session's cache under the server's once the page has hydrated, and keeps both", () => {
    const NEWS = parse(`
      query GetNewsIds {
        newsIds
      }
    `);
    const earlier = new InMemoryCache();
    earlier.writeQuery({ query: TAGS, data: { tags: [{ ...tags[0]!, nameEn: 'Old music' }] } });
    earlier.writeQuery({ query: NEWS, data: { newsIds: ['n1'] } });
    saveCache(earlier);

    // Hydrated from the server's cache alone, the persisted one added afterwards.
    const cache = new InMemoryCache();
    cache.writeQuery({ query: TAGS, data: { tags } });
    persistCache(cache, { debounceMs: 100 });
    expect(restoreCacheUnder(cache)).toBe(true);
    expect(cache.readQuery({ query: TAGS })).toEqual({ tags });
    expect(cache.readQuery({ query: NEWS })).toEqual({ newsIds: ['n1'] });
    vi.advanceTimersByTime(100);
    const saved = new InMemoryCache();
    restoreCache(saved);
    expect(saved.readQuery({ query: TAGS })).toEqual({ tags });
    expect(saved.readQuery({ query: NEWS })).toEqual({ newsIds: ['n1'] });
  });

  it('drops a corrupt entry instead of failing the start', () => {
    sessionStorage.setItem(CACHE_KEY, '{broken');
    expect(restoreCache(new InMemoryCache())).toBe(false);
    expect(sessionStorage.getItem(CACHE_KEY)).toBeNull();
  });

  it('does not write a snapshot larger than the limit', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: TAGS, data: { tags: [{ ...tags[0]!, nameVi: 'x'.repeat(MAX_BYTES) }] } });
    sessionStorage.setItem(CACHE_KEY, 'old');
    saveCache(cache);
    expect(sessionStorage.getItem(CACHE_KEY)).toBeNull();
  });
});
