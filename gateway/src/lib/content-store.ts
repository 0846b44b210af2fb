import type { EventEmitter } from 'node:events';
import type { Model } from 'mongoose';
import type { ContentChange, ContentType } from './content-bus.ts';
import { logger } from './logger.ts';
import type { ReadModel } from './read-models.ts';

export interface ContentSource<T> {
  /** The content type its writes are published under on the content bus. */
  type: ContentType;
  /** Every stored item, read once at start (and by `reload`), streamed. */
  all: () => AsyncIterable<T>;
  /** One stored item by `_id` (null when it is gone): the one query FerretDB v1 answers by index. */
  byId: (id: string) => Promise<T | null>;
}

/** The reading half of a source from a mongoose model and the service's converter of its documents. */
export function modelSource<T>(
  model: Model<any>,
  toDoc: (plain: Record<string, unknown>) => T,
): Pick<ContentSource<T>, 'all' | 'byId'> {
  return {
    all: async function* () {
      const cursor = model.find({}).batchSize(1000).lean<Record<string, unknown>>().cursor();
      for await (const doc of cursor) yield toDoc(doc);
    },
    byId: async (id) => {
      const doc = await model.findById(id).lean<Record<string, unknown>>();
      return doc ? toDoc(doc) : null;
    },
  };
}

interface Stamped {
  _id: string;
  updatedAt?: Date | string | null;
  /** Set on an item in the trash (soft delete): held apart, out of every list and look-up. */
  deletedAt?: Date | null;
}

type Listener = (store: string) => void;
const listeners: Listener[] = [];

/**
 * Calls `listener` after any store has applied a change: caches of answers built from the stores
 * drop them then (a change from another gateway is applied only once it has been read back).
 */
export function onStoreChange(listener: Listener): void {
  listeners.push(listener);
}

const stampOf = (item: Stamped) => (item.updatedAt ? new Date(item.updatedAt).getTime() : 0);

/**
 * Every item of one content collection (events, news, areas, tags), held in the gateway: the
 * embedded FerretDB v1 reads a whole collection for any filter, sort or count but an `_id`
 * equality (seconds per list at 100× the demo venue: docs/performance-log.md), while content
 * is small even at a hundred times the demo venue (a few MB). Lists, counts, filters, search and
 * feeds are computed here; derived views (sorted orders, slug maps) are kept per `version`.
 *
 * The database stays the only durable store. The store is loaded at start (the gateway is not
 * ready until it is), every write through the services is applied with `put`/`remove` after the
 * database has it (so staff read their own writes at once), writes on other gateways arrive as
 * `contentChanged` on the bus and are read back by `_id`, and a periodic `reload` repairs what a
 * bus outage may have missed.
 */
export class ContentStore<T extends Stamped> implements ReadModel {
  private items = new Map<string, T>();
  /** Trashed items: kept (the trash view lists them) but out of `items`, so no view sees them. */
  private trash = new Map<string, T>();
  /** Ids deleted here: a late read-back of an older state must not bring them back. */
  private readonly gone = new Set<string>();
  /** Writes applied while a load runs, replayed over what it read (null = a removal). */
  private pending: Map<string, T | null> | undefined;
  private loading: Promise<void> | undefined;
  private loaded = false;
  private readonly views = new Map<string, { version: number; value: unknown }>();
  private readonly warmers: (() => unknown)[] = [];
  private warming: NodeJS.Immediate | undefined;
  /** Bumped by every change: views and answers built from the store are valid for one version. */
  version = 0;

  readonly name: string;
  private readonly source: ContentSource<T>;

  constructor(name: string, source: ContentSource<T>) {
    this.name = name;
    this.source = source;
  }

  get ready(): boolean {
    return this.loaded;
  }

  /** Loads the store once; later calls wait for that load. */
  start(): Promise<void> {
    return (this.loading ??= this.reload());
  }

  /** Reads every item again (the database is the truth); writes made meanwhile are kept. */
  async reload(): Promise<void> {
    this.pending = new Map();
    try {
      const next = new Map<string, T>();
      for await (const item of this.source.all()) next.set(item._id, item);
      for (const [id, item] of this.pending) {
        if (item) next.set(id, item);
        else next.delete(id);
      }
      const same =
        this.loaded &&
        next.size === this.items.size &&
        [...next].every(([id, item]) => {
          const held = this.items.get(id);
          return held !== undefined && stampOf(held) === stampOf(item);
        });
      const trash = new Map<string, T>();
      for (const [id, item] of next) {
        if (item.deletedAt) {
          trash.set(id, item);
          next.delete(id);
        }
      }
      const trashSame = trash.size === this.trash.size && [...trash.keys()].every((id) => this.trash.has(id));
      this.items = next;
      this.trash = trash;
      this.loaded = true;
      if (!same || !trashSame) this.changed();
    } catch (error) {
      if (!this.loaded) this.loading = undefined; // the next caller tries again
      throw error;
    } finally {
      this.pending = undefined;
    }
  }

  /** Every `everyMs`, a reload in the background (what a missed bus event left behind is repaired). */
  resyncEvery(everyMs: number): this {
    if (everyMs > 0) {
      setInterval(() => {
        if (!this.loaded) return;
        this.reload().catch((error: unknown) =>
          logger.warn({ err: error, readModel: this.name }, 'read model resync failed'),
        );
      }, everyMs).unref();
    }
    return this;
  }

  /** Reads back every item named by a `contentChanged` of this type (writes on other gateways). */
  follow(events: EventEmitter): this {
    events.on('contentChanged', (change: ContentChange) => {
      if (change.type !== this.source.type || !this.loaded) return;
      this.refresh(change.id).catch((error: unknown) =>
        logger.warn({ err: error, readModel: this.name, id: change.id }, 'read model refresh failed'),
      );
    });
    return this;
  }

  private changed(): void {
    this.version++;
    for (const listener of listeners) listener(this.name);
    this.warmSoon();
  }

  /** Applies a stored item (created or changed); an older state than the one held is ignored. */
  put(item: T): void {
    this.pending?.set(item._id, item);
    if (this.gone.has(item._id)) return;
    const held = this.items.get(item._id) ?? this.trash.get(item._id);
    if (held && stampOf(held) > stampOf(item)) return;
    if (item.deletedAt) {
      this.items.delete(item._id);
      this.trash.set(item._id, item);
    } else {
      this.trash.delete(item._id);
      this.items.set(item._id, item);
    }
    this.changed();
  }

  /** Applies a deletion. */
  remove(id: string): void {
    this.pending?.set(id, null);
    this.gone.add(id);
    const inTrash = this.trash.delete(id);
    if (this.items.delete(id) || inTrash) this.changed();
  }

  /** Reads one item back from the database by `_id` and applies what it finds. */
  async refresh(id: string): Promise<void> {
    const item = await this.source.byId(id);
    if (item) this.put(item);
    else this.remove(id);
  }

  /** Every item (in no particular order), once loaded. */
  async all(): Promise<readonly T[]> {
    return this.view('all', (items) => items);
  }

  /** One item by id, once loaded. */
  async get(id: string): Promise<T | undefined> {
    await this.start();
    return this.items.get(id);
  }

  /** `get` without waiting: the item or null once loaded, undefined before (then use `get`). */
  peek(id: string): T | null | undefined {
    return this.loaded ? (this.items.get(id) ?? null) : undefined;
  }

  /** The items in the trash (in no particular order), once loaded. */
  async trashed(): Promise<readonly T[]> {
    await this.start();
    return [...this.trash.values()];
  }

  /** One trashed item by id, once loaded. */
  async getTrashed(id: string): Promise<T | undefined> {
    await this.start();
    return this.trash.get(id);
  }

  /**
   * A value derived from every item (a sorted order, a slug map), computed once per version and
   * shared by every request until the next change. `compute` must not modify its argument.
   */
  async view<V>(key: string, compute: (items: readonly T[]) => V): Promise<V> {
    await this.start();
    return this.peekView(key, compute)!;
  }

  /**
   * `view` without waiting: undefined until the store is loaded (callers that cannot wait, such as
   * cache expiry, then act as if content could change now).
   */
  peekView<V>(key: string, compute: (items: readonly T[]) => V): V | undefined {
    if (!this.loaded) return undefined;
    const kept = this.views.get(key);
    if (kept && kept.version === this.version) return kept.value as V;
    const value = compute([...this.items.values()]);
    this.views.set(key, { version: this.version, value });
    return value;
  }

  /**
   * `view` of the items in `compare`'s order. A new version starts from the previous version's
   * order (each item in its old place, new ones at the end), which V8's TimSort finishes in about
   * one pass: after an edit the first request pays a walk, not a full sort.
   */
  async sortedView(key: string, compare: (a: T, b: T) => number): Promise<readonly T[]> {
    await this.start();
    return this.peekSortedView(key, compare)!;
  }

  /** `sortedView` without waiting: undefined until the store is loaded. */
  peekSortedView(key: string, compare: (a: T, b: T) => number): readonly T[] | undefined {
    return this.peekView(key, (items) => {
      const previous = this.views.get(key)?.value as readonly T[] | undefined;
      if (!previous) return [...items].sort(compare);
      const rank = new Map<string, number>();
      for (let i = 0; i < previous.length; i++) rank.set(previous[i]!._id, i);
      const slots: (T | undefined)[] = new Array<T | undefined>(previous.length);
      const fresh: T[] = [];
      for (const item of items) {
        const at = rank.get(item._id);
        if (at === undefined) fresh.push(item);
        else slots[at] = item;
      }
      const order: T[] = [];
      for (const item of slots) if (item) order.push(item);
      return order.concat(fresh).sort(compare);
    });
  }

  /**
   * Runs `warm` after each change (once per burst, in the next turn of the event loop): it makes
   * the views every visitor's request needs, so that the first request after a write finds them
   * made (no visitor waits for a rebuild), without delaying the write's own answer.
   */
  warmOnChange(warm: () => unknown): this {
    this.warmers.push(warm);
    return this;
  }

  private warmSoon(): void {
    if (this.warming || !this.warmers.length) return;
    this.warming = setImmediate(() => {
      this.warming = undefined;
      if (!this.loaded) return;
      for (const warm of this.warmers) {
        try {
          const result = warm();
          if (result instanceof Promise)
            result.catch((error: unknown) =>
              logger.warn({ err: error, readModel: this.name }, 'view not made'),
            );
        } catch (error) {
          logger.warn({ err: error, readModel: this.name }, 'view not made');
        }
      }
    });
  }

  stats() {
    return { items: this.items.size, trashed: this.trash.size, version: this.version };
  }
}
