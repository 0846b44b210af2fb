import { now as clockNow } from './clock.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import { AnswerCache, answerCachesEnabled } from './cache.ts';
import { bus } from './content-bus.ts';
import { nextContentChange } from './content-clock.ts';
import { onStoreChange } from './content-store.ts';

/**
 * The REST and GraphQL layers of the answer cache (lib/cache.ts) for what every visitor sees alike:
 * callers check `req.user` / `ctx.user` first, staff (who see drafts) are never answered from it.
 *
 * - REST: each entry keeps the value and, once asked for, its body `{"results": …}` as bytes with a
 *   strong ETag, so hot REST reads are a `res.end(bytes)`; the hot lane (http/hot-lane.ts) finds
 *   the same entries by URL.
 * - GraphQL: whole anonymous answers (`responseCache`), by query text and variables.
 * Both are dropped on every content change and expire when public content changes by itself.
 */
export interface CacheEntry<T> {
  value: T;
  /** `{"results": value}` as JSON (computed once, on first use). */
  readonly json: string;
  /** `json` as UTF-8 bytes: what REST sends (encoding a non-Latin-1 string per request is costly). */
  readonly body: Buffer;
  /** Strong ETag of `json`. */
  readonly etag: string;
  /** Whether it is the entry the cache keeps (one made across a content change is not). */
  kept?: boolean;
}

/** Kept REST answers at most (their keys are normalised queries, so visitors can vary them). */
const MAX_ENTRIES = 2_000;
/** Reference data and lists are dropped by writes and content moments; this is a safety net. */
export const ITEM_TTL_MS = 60_000;

const stats = { hits: 0, misses: 0, answerHits: 0, hotHits: 0 };

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

/** The strong ETag of an answer's bytes (REST entries, pages and feeds alike). */
export const strongEtag = (bytes: Buffer) =>
  `"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`;

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
      return (etag ??= strongEtag(this.body));
    },
  };
}

const rest = new AnswerCache<CacheEntry<unknown>>({ ttlMs: ITEM_TTL_MS, max: MAX_ENTRIES });

/**
 * The REST entry for `key`, made with `loader` when there is none valid. Errors are not kept (a 404
 * for a scheduled item must turn into the item as soon as it is public).
 */
export async function cachedEntry<T>(key: string, loader: () => Promise<T>): Promise<CacheEntry<T>> {
  const hit = rest.peek(key);
  if (hit) {
    stats.hits++;
    return hit as CacheEntry<T>;
  }
  stats.misses++;
  const entry = (await rest.get(key, async () => makeEntry(await loader()))) as CacheEntry<T>;
  entry.kept = rest.peek(key) === entry;
  return entry;
}

/** The value kept for `key` (see `cachedEntry`). */
export async function cached<T>(key: string, loader: () => Promise<T>): Promise<T> {
  return (await cachedEntry(key, loader)).value;
}

/** What one GraphQL request began with: an answer is kept only if no write happened meanwhile. */
interface Reads {
  startedAt: number;
  invalidations: number;
}
const tracker = new AsyncLocalStorage<Reads>();
let invalidations = 0;
onStoreChange(() => invalidations++);
bus.on('contentChanged', () => invalidations++);

/** Runs `fn` as one request whose answer `responseCache.put` may keep. */
export function trackReads<T>(fn: () => T): T {
  return tracker.run({ startedAt: clockNow(), invalidations }, fn);
}

/**
 * Kept whole answers at most, in JSON bytes (their values, held beside them, take a few times that
 * on the heap): the keys are query texts and variables as clients send them, so their number is
 * the client's to choose. The least recently used make room.
 */
const ANSWER_BYTES = 16 * 1024 * 1024;
const answers = new AnswerCache<{ value: unknown; body: Buffer }>({
  ttlMs: ITEM_TTL_MS,
  max: MAX_ENTRIES,
  weigh: (kept) => kept.body.length,
  maxWeight: ANSWER_BYTES,
});

function answer(key: string) {
  const hit = answers.peek(key);
  if (hit) stats.answerHits++;
  return hit;
}

/** Whole anonymous GraphQL answers (see graphql/server.ts). */
export const responseCache = {
  get(key: string): unknown {
    return answer(key)?.value;
  },
  /** The stored answer as the JSON bytes an HTTP response carries (`JSON.stringify(value)\n`). */
  getBody(key: string): Buffer | undefined {
    return answer(key)?.body;
  },
  /** Keeps the answer of the current tracked request, unless content changed while it was made. */
  async put(key: string, value: unknown): Promise<void> {
    const reads = tracker.getStore();
    if (!answerCachesEnabled() || !reads || reads.invalidations !== invalidations) return;
    // Valid from when the request began: a moment passed meanwhile already makes it invalid.
    if (nextContentChange(reads.startedAt) <= clockNow()) return;
    const body = Buffer.from(`${JSON.stringify(value)}\n`, 'utf8');
    answers.set(key, { value: deepFreeze(value), body });
  },
};

export function readCacheStats() {
  return {
    ...stats,
    size: rest.size,
    answers: answers.size,
    answerBytes: answers.weight,
    hot: hot.size,
  };
}

/**
 * Hot answers: what an anonymous GET of a public REST read was last answered, by exact URL, so the
 * next identical request is answered before the middleware stack (see http/hot-lane.ts): the same
 * entries as `rest`, found by URL, valid as long as they are.
 */
export interface HotAnswer {
  etag: string;
  body: Buffer;
}
const hot = new AnswerCache<HotAnswer>({ ttlMs: ITEM_TTL_MS, max: MAX_ENTRIES });

export function hotAnswer(url: string): HotAnswer | undefined {
  const hit = hot.peek(url);
  if (hit) stats.hotHits++;
  return hit;
}

function rememberHot(req: Request, entry: CacheEntry<unknown>): void {
  if (req.method !== 'GET' || req.headers.authorization || !entry.kept) return;
  hot.set(req.originalUrl, { etag: entry.etag, body: entry.body });
}

/**
 * Whether the client already has `etag` (If-None-Match, parsed by `fresh`). Only the validator is
 * passed on: a request's `Cache-Control: no-cache` (what fetch adds to a conditional request) is
 * addressed to caches on the way; the origin still answers 304 to a match (RFC 9110, 13.1.2).
 */
export const notModified = (req: Request, etag: string) =>
  fresh({ 'if-none-match': req.headers['if-none-match'] }, { etag });

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

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
  if (notModified(req, entry.etag)) {
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
