import { LRUCache } from 'lru-cache';
import mongoose from 'mongoose';
import { now as clockNow, nowDate } from '../../lib/clock.ts';
import { bus } from '../../lib/content-bus.ts';
import { EventModel } from '../events/events.model.ts';
import { NewsModel } from '../news/news.model.ts';

const caches = new Set<AnswerCache<unknown>>();
/** When the next scheduled event or post becomes public (epoch ms, Infinity when none). */
let nextPublicAt: Promise<number> | undefined;
/** `nextPublicAt` once known, for the synchronous `peek`; undefined while it is being looked up. */
let nextPublicAtKnown: number | undefined;

function lookUpNextPublicAt(): Promise<number> {
  nextPublicAtKnown = undefined;
  const lookup = nextScheduledAt().catch(() => 0);
  nextPublicAt = lookup;
  void lookup.then((at) => {
    if (nextPublicAt === lookup) nextPublicAtKnown = at;
  });
  return lookup;
}

function clearAll(): void {
  for (const cache of caches) cache.clear();
  nextPublicAt = undefined;
  nextPublicAtKnown = undefined;
}
bus.on('contentChanged', clearAll);

/** The earliest `publishedAt` still in the future among published events and news. */
export async function nextScheduledAt(now = nowDate()): Promise<number> {
  const query = { status: 'published', publishedAt: mongoose.trusted({ $gt: now }) };
  const [event, news] = await Promise.all([
    EventModel.findOne(query, { publishedAt: 1 }).sort({ publishedAt: 1 }).lean<{ publishedAt?: Date }>(),
    NewsModel.findOne(query, { publishedAt: 1 }).sort({ publishedAt: 1 }).lean<{ publishedAt?: Date }>(),
  ]);
  return Math.min(
    ...[event, news].map((d) => (d?.publishedAt ? new Date(d.publishedAt).getTime() : Infinity)),
  );
}

/**
 * Scheduled publishing has no job and no write when the time comes: every cached answer is dropped
 * once the next scheduled item's moment has passed.
 */
async function passScheduleGate(): Promise<void> {
  if (clockNow() < (await (nextPublicAt ?? lookUpNextPublicAt()))) return;
  for (const cache of caches) cache.clear();
  await lookUpNextPublicAt();
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
   * The kept answer without waiting: only when the schedule gate is already known to be shut (no
   * scheduled item has become public since it was looked up); otherwise undefined, and the caller
   * takes the way through `through`.
   */
  peek(key: string): T | undefined {
    if (nextPublicAtKnown === undefined || clockNow() >= nextPublicAtKnown) return undefined;
    return this.get(key);
  }

  set(key: string, value: T): void {
    this.#entries.set(key, { value });
  }

  /** The kept answer, or a new one from `make`, kept unless `keep` says it is not worth keeping. */
  async through(key: string, make: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    await passScheduleGate();
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
