import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { now as clockNow } from './clock.ts';
import { bus, type ContentChange } from './content-bus.ts';

/**
 * In-process cache of public read models (home, tags, areas, event and news pages, public lists).
 *
 * - Only for what every visitor sees alike: callers check `req.user` / `ctx.user` first, staff
 *   (who see drafts) always read the database.
 * - One load per key at a time: concurrent misses share the loader's promise.
 * - Each entry keeps the value (frozen, shared by every request) and, once asked for, its REST body
 *   `{"results": …}` as a string with a strong ETag, so hot REST reads are a `res.end(string)`.
 * - Invalidation: every content write publishes `contentChanged` on the bus (and across gateways
 *   the same event arrives from the shared broker); the whole cache is dropped then. Lists that
 *   depend on the clock (scheduled publishing, upcoming vs past) also expire after a short TTL.
 */
export interface CacheEntry<T> {
  value: T;
  /** `{"results": value}` as JSON (computed once, on first use). */
  readonly json: string;
  /** `json` as UTF-8 bytes: what REST sends (encoding a non-Latin-1 string per request is costly). */
  readonly body: Buffer;
  /** Strong ETag of `json`. */
  readonly etag: string;
  /** When the read model behind it expires, and the cache generation it was loaded in. */
  expiresAt?: number;
  generation?: number;
}

interface Slot<T> {
  promise: Promise<CacheEntry<T>>;
  expiresAt: number;
}

/**
 * Lists depend on the clock (upcoming/past, scheduled publishing): they expire at the next such
 * moment (see `Boundary`) and after this TTL at the latest.
 */
export const LIST_TTL_MS = 5_000;
/** Single items and reference data: writes invalidate them; the TTL is only a safety net. */
export const ITEM_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
let enabled = true;

/** READ_CACHE=off (config) turns the cache off, e.g. to measure without it. */
export function setReadCacheEnabled(on: boolean): void {
  enabled = on;
}

const slots = new Map<string, Slot<unknown>>();
let generation = 0;
const stats = { hits: 0, misses: 0, invalidations: 0, answerHits: 0, hotHits: 0 };

function deepFreeze<T>(value: T): T {
  // Plain objects and arrays only (Dates, ObjectIds and buffers are left alone).
  if (!value || typeof value !== 'object' || Object.isFrozen(value)) return value;
  const proto = Object.getPrototypeOf(value);
  if (Array.isArray(value) || proto === Object.prototype || proto === null) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function makeEntry<T>(value: T): CacheEntry<T> {
  let json: string | undefined;
  let body: Buffer | undefined;
  let etag: string | undefined;
  return {
    value: deepFreeze(value),
    get json() {
      return (json ??= JSON.stringify({ results: value }));
    },
    get body() {
      return (body ??= Buffer.from(this.json, 'utf8'));
    },
    get etag() {
      return (etag ??= `"${crypto.createHash('sha1').update(this.body).digest('base64url')}"`);
    },
  };
}

/**
 * The cache entry for `key`, loading it with `loader` on a miss. Errors are not cached (a 404 for a
 * scheduled item must turn into the item as soon as it is public).
 */
export function cachedEntry<T>(
  key: string,
  loader: () => Promise<T>,
  ttlMs: number = ITEM_TTL_MS,
  until?: Boundary,
): Promise<CacheEntry<T>> {
  if (!enabled) return loader().then(makeEntry);
  const now = clockNow();
  const slot = slots.get(key) as Slot<T> | undefined;
  const reads = tracker.getStore();
  if (slot && slot.expiresAt > now) {
    stats.hits++;
    if (reads) noteRead(reads, slot);
    return slot.promise;
  }
  stats.misses++;
  const started = generation;
  const fresh: Slot<T> = { promise: undefined as unknown as Promise<CacheEntry<T>>, expiresAt: now + ttlMs };
  // The boundary is looked up from a moment taken before the load, so nothing that turns public
  // after the loader's own clock reading can be missed (an early expiry is harmless).
  const boundary = until ? until(new Date(now)) : undefined;
  const promise = Promise.all([loader(), boundary]).then(([value, at]) => {
    if (typeof at === 'number' && Number.isFinite(at)) fresh.expiresAt = Math.min(fresh.expiresAt, at);
    const entry = makeEntry(value);
    entry.expiresAt = fresh.expiresAt;
    entry.generation = started;
    return entry;
  });
  fresh.promise = promise;
  if (reads) noteRead(reads, fresh);
  if (slots.size >= MAX_ENTRIES) slots.delete(slots.keys().next().value as string);
  slots.set(key, fresh as Slot<unknown>);
  promise.then(
    () => {
      // Invalidated while loading: the answer may predate the write, so it is not kept.
      if (generation !== started && slots.get(key) === fresh) slots.delete(key);
    },
    () => {
      if (slots.get(key) === fresh) slots.delete(key);
    },
  );
  return promise;
}

/**
 * When a clock-dependent answer changes by itself: the earliest moment after `from` at which an
 * item turns public (scheduled publishing) or an upcoming event becomes past; null when none.
 */
export type Boundary = (from: Date) => Promise<number | null | undefined>;

/** The cached value for `key` (see `cachedEntry`). */
export async function cached<T>(
  key: string,
  loader: () => Promise<T>,
  ttlMs?: number,
  until?: Boundary,
): Promise<T> {
  return (await cachedEntry(key, loader, ttlMs, until)).value;
}

/**
 * What one request read through the cache: an answer built only from cached read models may itself
 * be cached until the earliest of their expiries, and not at all when one of them failed (a 404 of
 * a scheduled item must become the item on time) or a write happened meanwhile.
 */
interface Reads {
  expiresAt: number;
  failed: boolean;
  generation: number;
  pending: Promise<unknown>[];
}
const tracker = new AsyncLocalStorage<Reads>();

function noteRead(reads: Reads, slot: Slot<unknown>): void {
  reads.pending.push(
    slot.promise.then(
      () => {
        reads.expiresAt = Math.min(reads.expiresAt, slot.expiresAt);
      },
      () => {
        reads.failed = true;
      },
    ),
  );
}

/** Runs `fn` with read tracking (see `responseCache`). */
export function trackReads<T>(fn: () => T): T {
  return tracker.run({ expiresAt: Infinity, failed: false, generation, pending: [] }, fn);
}

/**
 * Whole answers built from cached read models, e.g. anonymous GraphQL queries: `get` returns a
 * stored answer; `put` stores one for the current tracked request, expiring with the read models
 * it was built from (at most ITEM_TTL_MS), dropped with them on every content change.
 */
/**
 * Kept whole answers at most, in JSON bytes (their values, held beside them, take a few times that
 * on the heap): the keys are query texts and variables as clients send them, so their number is
 * the client's to choose, and the gateway's old generation is capped (scripts/start.sh). The least
 * recently used make room.
 */
const ANSWER_BYTES = 16 * 1024 * 1024;
const answers = new LRUCache<string, { value: unknown; body: Buffer; expiresAt: number; generation: number }>(
  {
    max: MAX_ENTRIES,
    maxSize: ANSWER_BYTES,
    sizeCalculation: (kept) => kept.body.length,
  },
);

function answer(key: string) {
  if (!enabled) return undefined;
  const hit = answers.get(key);
  if (!hit) return undefined;
  if (hit.expiresAt <= clockNow() || hit.generation !== generation) {
    answers.delete(key);
    return undefined;
  }
  stats.answerHits++;
  return hit;
}
export const responseCache = {
  get(key: string): unknown {
    return answer(key)?.value;
  },
  /** The stored answer as the JSON bytes an HTTP response carries (`JSON.stringify(value)\n`). */
  getBody(key: string): Buffer | undefined {
    return answer(key)?.body;
  },
  async put(key: string, value: unknown): Promise<void> {
    const reads = tracker.getStore();
    if (!enabled || !reads) return;
    await Promise.all(reads.pending);
    if (reads.failed || reads.generation !== generation) return;
    const expiresAt = Math.min(reads.expiresAt, clockNow() + ITEM_TTL_MS);
    if (expiresAt <= clockNow()) return;
    const body = Buffer.from(`${JSON.stringify(value)}\n`, 'utf8');
    answers.set(key, { value: deepFreeze(value), body, expiresAt, generation });
  },
};

/** Drops every entry (or those whose key starts with one of `prefixes`). */
export function invalidateReadCache(prefixes?: string[]): void {
  generation++;
  stats.invalidations++;
  answers.clear();
  hot.clear();
  if (!prefixes) {
    slots.clear();
    return;
  }
  for (const key of slots.keys()) if (prefixes.some((p) => key.startsWith(p))) slots.delete(key);
}

export function readCacheStats() {
  return {
    ...stats,
    size: slots.size,
    answers: answers.size,
    answerBytes: answers.calculatedSize,
    hot: hot.size,
  };
}

/**
 * Hot answers: what an anonymous GET of a public read model was last answered, by exact URL, so
 * the next identical request is answered before the middleware stack (see http/hot-lane.ts). An
 * entry lives as long as the read model behind it: dropped on every content change, ignored once
 * expired.
 */
export interface HotAnswer {
  etag: string;
  body: Buffer;
  expiresAt: number;
}
const hot = new Map<string, HotAnswer>();

export function hotAnswer(url: string): HotAnswer | undefined {
  if (!enabled) return undefined;
  const hit = hot.get(url);
  if (!hit) return undefined;
  if (hit.expiresAt <= clockNow()) {
    hot.delete(url);
    return undefined;
  }
  stats.hotHits++;
  return hit;
}

function rememberHot(req: Request, entry: CacheEntry<unknown>): void {
  if (
    !enabled ||
    req.method !== 'GET' ||
    req.headers.authorization ||
    entry.generation !== generation ||
    entry.expiresAt === undefined ||
    entry.expiresAt <= clockNow()
  )
    return;
  if (hot.size >= MAX_ENTRIES) hot.delete(hot.keys().next().value as string);
  hot.set(req.originalUrl, { etag: entry.etag, body: entry.body, expiresAt: entry.expiresAt });
}

/**
 * Wholesale on every content change but uploads (a new file changes no public read model): events
 * embed tags and areas, areas embed upcoming events, so a finer scheme would save little.
 */
bus.on('contentChanged', (change: ContentChange) => {
  if (change.type !== 'media') invalidateReadCache();
});

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a public read model as REST `{ results }`: precomputed body, strong ETag, shared-cache
 * friendly Cache-Control, 304 when the caller already has it. `Vary: Authorization` because staff
 * callers get another answer for the same address (drafts).
 */
export function sendCached(req: Request, res: Response, entry: CacheEntry<unknown>): void {
  rememberHot(req, entry);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.setHeader('Vary', 'Authorization');
  if (matches(req.headers['if-none-match'], entry.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(entry.body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : entry.body);
}

/** Staff answers must never be stored by a shared cache. */
export function sendPrivate(res: Response, results: unknown): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Vary', 'Authorization');
  res.json({ results });
}
