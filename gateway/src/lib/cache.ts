import { now as clockNow } from './clock.ts';
import { LRUCache } from 'lru-cache';
import { bus, type ContentChange } from './content-bus.ts';
import { nextContentChange } from './content-clock.ts';
import { onStoreChange } from './content-store.ts';

/**
 * The one cache of answers built from public content (REST bodies, GraphQL answers, pages, feeds),
 * on lru-cache: `fetch` gives one making per key (a rush of visitors right after an edit costs one
 * render, not one per visitor), `max`/`maxSize` bound it. An answer is valid until content changes
 * (the content bus, or a read model applying a change from another gateway: one invalidation
 * path, `invalidateAnswers`) or until public content changes by itself (lib/content-clock.ts),
 * and at most `ttlMs`. With `staleForMs`, an answer made at most that long ago is still served
 * once invalid while the new one is made in the background (feeds: nobody waits after an edit).
 */
interface Kept<T> {
  value: T;
  generation: number;
  madeAt: number;
  /** When it stops being valid by itself (TTL or the next content moment after it was begun). */
  validUntil: number;
}

type Make<T> = () => Promise<T>;

const caches = new Set<AnswerCache<unknown>>();
let enabled = true;

/** READ_CACHE=off (config): nothing is kept, e.g. to measure the gateway without it. */
export function setAnswerCachesEnabled(on: boolean): void {
  enabled = on;
  if (!on) invalidateAnswers();
}

export const answerCachesEnabled = () => enabled;

/** Content changed: every answer built before is invalid from now on. */
export function invalidateAnswers(): void {
  for (const cache of caches) cache.invalidate();
}

bus.on('contentChanged', (change: ContentChange) => {
  // A new upload changes no public answer.
  if (change.type !== 'media') invalidateAnswers();
});
onStoreChange(() => invalidateAnswers());

export class AnswerCache<T> {
  readonly #entries: LRUCache<string, Kept<T>, Make<T>>;
  readonly #ttlMs: number;
  readonly #staleForMs: number;
  #generation = 0;

  constructor(
    options: {
      ttlMs?: number;
      max?: number;
      /** Serve an invalid answer made at most this long ago while a new one is made. */
      staleForMs?: number;
      /** A bound on the kept answers' weight (bytes, say); one heavier than it is not kept. */
      weigh?: (value: T) => number;
      maxWeight?: number;
    } = {},
  ) {
    this.#ttlMs = options.ttlMs ?? 5 * 60_000;
    this.#staleForMs = options.staleForMs ?? 0;
    const { weigh, maxWeight } = options;
    this.#entries = new LRUCache<string, Kept<T>, Make<T>>({
      max: options.max ?? 2000,
      ...(weigh &&
        maxWeight && {
          maxSize: maxWeight,
          sizeCalculation: (kept: Kept<T>) => Math.max(1, weigh(kept.value)),
        }),
      // A making that outlives a clear still answers its callers (it is then not kept, see get).
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context: make }) => {
        const generation = this.#generation;
        const madeAt = clockNow();
        const validUntil = Math.min(madeAt + this.#ttlMs, nextContentChange(madeAt));
        const value = await make();
        return { value, generation, madeAt, validUntil };
      },
    });
    caches.add(this as AnswerCache<unknown>);
  }

  #valid(kept: Kept<T> | undefined, now: number): boolean {
    return kept !== undefined && kept.generation === this.#generation && now < kept.validUntil;
  }

  /** The valid answer for `key` without waiting, or undefined. */
  peek(key: string): T | undefined {
    if (!enabled) return undefined;
    const kept = this.#entries.peek(key, { allowStale: true });
    if (!kept || !this.#valid(kept, clockNow())) return undefined;
    this.#entries.get(key); // recently used
    return kept.value;
  }

  /** Keeps an answer made elsewhere (valid as one made now). */
  set(key: string, value: T): void {
    if (!enabled) return;
    const now = clockNow();
    const validUntil = Math.min(now + this.#ttlMs, nextContentChange(now));
    this.#entries.set(key, { value, generation: this.#generation, madeAt: now, validUntil });
  }

  /**
   * The answer for `key`: the kept one while valid, else one from `make` (one making per key at a
   * time), kept unless `keep` says it is not worth keeping.
   */
  async get(key: string, make: Make<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (!enabled) return make();
    const now = clockNow();
    // peek, not get: get would drop a making in flight that serves a stale answer.
    const kept = this.#entries.peek(key, { allowStale: true });
    if (kept && this.#valid(kept, now)) {
      this.#entries.get(key); // recently used
      return kept.value;
    }
    const stale = kept !== undefined && this.#staleForMs > 0 && now - kept.madeAt <= this.#staleForMs;
    const made = await this.#entries.fetch(key, { context: make, forceRefresh: true, allowStale: stale });
    if (made === undefined) return make(); // a making dropped by a clear before it began
    if (made === kept) return made.value; // served stale while the new one is made
    if (!keep(made.value) || made.generation !== this.#generation) {
      if (this.#entries.peek(key, { allowStale: true }) === made) this.#entries.delete(key);
    }
    return made.value;
  }

  /** Every kept answer becomes invalid (served stale, if allowed, while it is made again). */
  invalidate(): void {
    this.#generation++;
    if (this.#staleForMs === 0) this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** What the kept answers weigh together (0 without `weigh`). */
  get weight(): number {
    return this.#entries.calculatedSize ?? 0;
  }
}
