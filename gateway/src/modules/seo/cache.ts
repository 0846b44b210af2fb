import { LRUCache } from 'lru-cache';
import { bus } from '../../lib/content-bus.ts';
import { nextContentChange } from '../../lib/content-clock.ts';
import { onStoreChange } from '../../lib/content-store.ts';

const caches = new Set<AnswerCache<unknown>>();
/** Until when the kept answers hold with no write (the next scheduled publication or event end). */
let gateAt: number | undefined;

function clearAll(): void {
  for (const cache of caches) cache.clear();
  gateAt = undefined;
}
bus.on('contentChanged', clearAll);
onStoreChange(clearAll);

/**
 * Scheduled publishing has no job and no write when the time comes: every kept answer is dropped
 * once the next moment public content changes by itself has passed (lib/content-clock.ts).
 */
function passScheduleGate(): void {
  const now = Date.now();
  if (gateAt !== undefined && now < gateAt) return;
  if (gateAt !== undefined) {
    for (const cache of caches) cache.clear();
    for (const cache of staleCaches) cache.invalidate();
  }
  gateAt = nextContentChange(now);
}

/**
 * Answers kept in memory until content changes (`contentChanged`), a scheduled item goes public, or
 * a few minutes pass (upcoming events turn into past ones with time alone).
 *
 * One answer is made at a time per key: callers that ask while it is being made wait for that same
 * answer. When an event is announced, a rush of visitors to its page, all arriving just after the
 * content change emptied the cache, costs one render rather than one per visitor (issue 8). An
 * answer whose making began before a `clear()` is given to its callers but not kept: it may predate
 * the change.
 */
export class AnswerCache<T> {
  readonly #entries: LRUCache<string, { value: T }>;
  readonly #making = new Map<string, Promise<T>>();
  #generation = 0;

  /**
   * Each answer for `ttlMs`; at most `max` answers and, with `weigh`, at most `maxWeight` of their
   * weight (bytes, say): past either bound the answers least recently used make room; one heavier
   * than the whole budget is not kept.
   */
  constructor(ttlMs = 5 * 60_000, max = 2000, budget?: { weigh: (value: T) => number; maxWeight: number }) {
    this.#entries = new LRUCache<string, { value: T }>({
      max,
      ttl: ttlMs,
      ...(budget && {
        maxSize: budget.maxWeight,
        sizeCalculation: (entry) => Math.max(1, budget.weigh(entry.value)),
      }),
    });
    caches.add(this as AnswerCache<unknown>);
  }

  get(key: string): T | undefined {
    return this.#entries.get(key)?.value;
  }

  /**
   * The kept answer without waiting: only when the schedule gate is known to be shut (no scheduled
   * item has become public since it was last passed); otherwise undefined, and the caller takes
   * the way through `through`.
   */
  peek(key: string): T | undefined {
    if (gateAt === undefined || Date.now() >= gateAt) return undefined;
    return this.get(key);
  }

  set(key: string, value: T): void {
    this.#entries.set(key, { value });
  }

  /** The kept answer, or a new one from `make`, kept unless `keep` says it is not worth keeping. */
  async through(key: string, make: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    passScheduleGate();
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const making = this.#making.get(key);
    if (making) return making;
    const generation = this.#generation;
    const made = Promise.resolve()
      .then(make)
      .then((value) => {
        if (keep(value) && generation === this.#generation) this.set(key, value);
        return value;
      });
    const forget = () => {
      if (this.#making.get(key) === made) this.#making.delete(key);
    };
    made.then(forget, forget);
    this.#making.set(key, made);
    return made;
  }

  clear(): void {
    this.#entries.clear();
    this.#making.clear();
    this.#generation++;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** What the kept answers weigh together (0 without `weigh`). */
  get weight(): number {
    return this.#entries.calculatedSize ?? 0;
  }
}

const staleCaches = new Set<StaleAnswerCache<unknown>>();
const invalidateStale = () => {
  for (const cache of staleCaches) cache.invalidate();
};
bus.on('contentChanged', (change: { type?: string }) => {
  if (change.type !== 'media') invalidateStale();
});
onStoreChange(invalidateStale);

/**
 * Answers that take long to make (sitemap, feeds, calendars) and that nobody should wait for after
 * an edit: once content changes, the answer kept is still served while the new one is made in the
 * background (one making per key), as long as it was made at most `maxAgeMs` ago; an older one
 * is made again while the caller waits. Built on lru-cache's `fetch` (stale-while-revalidate).
 */
export class StaleAnswerCache<T> {
  readonly #entries: LRUCache<string, { value: T; generation: number; madeAt: number }>;
  #generation = 0;
  readonly #maxAgeMs: number;

  constructor(make: (key: string) => Promise<T>, options: { maxAgeMs?: number; max?: number } = {}) {
    this.#maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.#entries = new LRUCache<string, { value: T; generation: number; madeAt: number }>({
      max: options.max ?? 1000,
      fetchMethod: async (key) => {
        const generation = this.#generation;
        const madeAt = Date.now();
        const value: T = await make(key);
        return { value, generation, madeAt };
      },
    });
    staleCaches.add(this as StaleAnswerCache<unknown>);
  }

  async get(key: string): Promise<T> {
    passScheduleGate();
    const kept = this.#entries.peek(key);
    const current = kept !== undefined && kept.generation === this.#generation;
    const young = kept !== undefined && Date.now() - kept.madeAt <= this.#maxAgeMs;
    const got = await this.#entries.fetch(key, { forceRefresh: !current, allowStale: young });
    return got!.value;
  }

  /** Content changed: what is kept is served stale (while young enough) and made again. */
  invalidate(): void {
    this.#generation++;
  }

  /** Whether the answer kept for `key` reflects the latest content (for tests and stats). */
  isCurrent(key: string): boolean {
    return this.#entries.peek(key)?.generation === this.#generation;
  }
}
