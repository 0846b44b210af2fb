import type { ApolloCache } from '@apollo/client';

/**
 * Persists Apollo's normalised cache to sessionStorage (spec §4: the home, event, news and tag slices
 * survive a reload within the browser session). apollo3-cache-persist does not support Apollo
 * Client 4, so this does the same two things: restore before the first render, save (debounced)
 * after every cache write.
 */
export const CACHE_KEY = 'venue:apollo-cache';
export const SAVE_DEBOUNCE_MS = 300;
/** sessionStorage holds ~5 MB per origin; a bigger snapshot is dropped rather than half written. */
export const MAX_BYTES = 2_000_000;

type Snapshot = ReturnType<ApolloCache['extract']>;

/** Reads the persisted snapshot and hands it to `apply`; a snapshot that breaks is removed. */
function restoreWith(storage: Storage, key: string, apply: (persisted: Snapshot) => void): boolean {
  try {
    const raw = storage.getItem(key);
    if (!raw) return false;
    apply(JSON.parse(raw) as Snapshot);
    return true;
  } catch {
    storage.removeItem(key);
    return false;
  }
}

export function restoreCache(
  cache: ApolloCache,
  storage: Storage = sessionStorage,
  key = CACHE_KEY,
): boolean {
  return restoreWith(storage, key, (persisted) => cache.restore(persisted));
}

/**
 * `restoreCache` for a page that was hydrated with the server's cache first: the persisted snapshot
 * goes under what the cache holds now (the server's entities and root fields win), so it can wait
 * until the page is interactive instead of being parsed before hydration.
 */
export function restoreCacheUnder(
  cache: ApolloCache,
  storage: Storage = sessionStorage,
  key = CACHE_KEY,
): boolean {
  type Entities = Record<string, Record<string, unknown> | undefined>;
  return restoreWith(storage, key, (snapshot) => {
    const persisted = snapshot as Entities;
    const current = cache.extract() as Entities;
    const merged: Entities = { ...persisted, ...current };
    for (const root of ['ROOT_QUERY', 'ROOT_MUTATION']) {
      if (persisted[root]) merged[root] = { ...persisted[root], ...current[root] };
    }
    cache.restore(merged as Snapshot);
  });
}

export function saveCache(cache: ApolloCache, storage: Storage = sessionStorage, key = CACHE_KEY): void {
  try {
    const json = JSON.stringify(cache.extract());
    if (json.length > MAX_BYTES) storage.removeItem(key);
    else storage.setItem(key, json);
  } catch {
    // storage full or unavailable (private mode): the session simply isn't persisted
  }
}

/** Wraps the cache's write methods so every change schedules a save, `restore` included: the cache
 *  a server-rendered page was hydrated with is kept too, not only what the browser fetches later.
 *  Returns a function that flushes a pending save at once (also run on pagehide so a reload never
 *  loses the last write). */
export function persistCache(
  cache: ApolloCache,
  { storage = sessionStorage, key = CACHE_KEY, debounceMs = SAVE_DEBOUNCE_MS } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    saveCache(cache, storage, key);
  };
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  };
  const target = cache as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['write', 'modify', 'evict', 'reset', 'restore'] as const) {
    const original = target[method]?.bind(cache);
    if (!original) continue;
    target[method] = (...args: unknown[]) => {
      const result = original(...args);
      schedule();
      return result;
    };
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return flush;
}

/** The id of the `<script type="application/json">` in which the server sends a page's cache. */
export const SERVED_STATE_ID = 'apollo-state';

/** Whether the server rendered this page (it came with its cache). */
export function isServerRendered(doc: Document | undefined = globalThis.document): boolean {
  return doc?.getElementById(SERVED_STATE_ID) != null;
}

/**
 * Puts the cache the server filled for this page over what `restoreCache` brought back: its
 * entities replace the persisted ones, its root fields join the persisted root fields. Returns
 * whether the page came with one.
 */
export function restoreServedState(cache: ApolloCache, doc: Document = document): boolean {
  const el = doc.getElementById(SERVED_STATE_ID);
  if (!el?.textContent) return false;
  try {
    type Entities = Record<string, Record<string, unknown> | undefined>;
    const served = JSON.parse(el.textContent) as Entities;
    const current = cache.extract() as Entities;
    const merged: Entities = { ...current, ...served };
    for (const key of ['ROOT_QUERY', 'ROOT_MUTATION']) {
      if (served[key]) merged[key] = { ...current[key], ...served[key] };
    }
    cache.restore(merged as Snapshot);
    return true;
  } catch {
    return false;
  }
}
