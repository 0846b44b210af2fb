import { LRUCache } from 'lru-cache';
import type { ReadModel } from './read-models.ts';

/** What ordering, filtering and counting a staff inbox need of one item; the rest is read by `_id`. */
export interface InboxRow {
  id: string;
  /** Creation time in ms: the inbox lists newest first. */
  at: number;
  /** The filter the inbox offers (a booking's status, a message's handled flag). */
  state: string;
}

export interface InboxPage<Doc> {
  items: Doc[];
  total: number;
}

export interface InboxSource<Doc> {
  /** Every row, read once at start (and by `reload`). */
  rows: () => Promise<InboxRow[]>;
  /** One document by id (null when it is gone). */
  byId: (id: string) => Promise<Doc | null>;
  /** The row of a document. */
  rowOf: (doc: Doc) => InboxRow;
}

/** Newest first; equal times by id, newest first (ObjectIds of one second sort by creation too). */
const before = (a: InboxRow, b: InboxRow) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The newest-first index of a staff inbox (bookings, contact messages), kept in the gateway: the
 * embedded FerretDB reads a whole collection for any sort, count or skip, so at 100,000 bookings a
 * page cost seconds. Here a page is a slice of the index and its documents come from a bounded
 * cache or by `_id` equality, the one look-up FerretDB answers without a scan.
 *
 * The database stays the only durable store: the index is loaded from it at start (in the
 * background; the gateway is not ready until it is), and every write, local or from another
 * gateway through the content bus, is applied with `put` after the database has it.
 */
export class InboxIndex<Doc extends { _id: string }> implements ReadModel {
  private rows: InboxRow[] = [];
  private readonly byId = new Map<string, InboxRow>();
  private readonly counts = new Map<string, number>();
  private readonly docs: LRUCache<string, Doc>;
  /** Writes applied while a load runs, replayed over what it read. */
  private pending: Map<string, InboxRow> | undefined;
  private loading: Promise<void> | undefined;
  private loaded = false;

  readonly name: string;
  private readonly source: InboxSource<Doc>;

  constructor(name: string, source: InboxSource<Doc>, keepDocuments = 2_000) {
    this.name = name;
    this.source = source;
    this.docs = new LRUCache<string, Doc>({ max: keepDocuments });
  }

  get ready(): boolean {
    return this.loaded;
  }

  /** Loads the index once; later calls wait for that load. */
  start(): Promise<void> {
    return (this.loading ??= this.reload());
  }

  /** Reads every row again (the database is the truth); writes made meanwhile are kept. */
  async reload(): Promise<void> {
    this.pending = new Map();
    try {
      const rows = await this.source.rows();
      for (const row of this.pending.values()) rows.push(row);
      this.replace(rows);
      this.loaded = true;
    } catch (error) {
      this.loading = undefined; // the next caller tries again
      throw error;
    } finally {
      this.pending = undefined;
    }
  }

  private replace(rows: InboxRow[]): void {
    const unique = new Map(rows.map((r) => [r.id, r]));
    this.rows = [...unique.values()].sort(before);
    this.byId.clear();
    this.counts.clear();
    for (const row of this.rows) {
      this.byId.set(row.id, row);
      this.counts.set(row.state, (this.counts.get(row.state) ?? 0) + 1);
    }
  }

  /** Applies a stored document (created or changed) to the index and keeps it for its page. */
  put(doc: Doc): void {
    const row = this.source.rowOf(doc);
    this.pending?.set(row.id, row);
    this.docs.set(row.id, doc);
    const old = this.byId.get(row.id);
    if (old) {
      this.counts.set(old.state, (this.counts.get(old.state) ?? 1) - 1);
      if (old.at !== row.at) this.rows.splice(this.position(old), 1);
      else {
        old.state = row.state;
        this.counts.set(row.state, (this.counts.get(row.state) ?? 0) + 1);
        return;
      }
    }
    this.rows.splice(this.position(row), 0, row);
    this.byId.set(row.id, row);
    this.counts.set(row.state, (this.counts.get(row.state) ?? 0) + 1);
  }

  /** Where `row` is, or would go, in the newest-first order (binary search). */
  private position(row: InboxRow): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.rows[mid]!, row) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  count(state?: string): number {
    return state === undefined ? this.rows.length : (this.counts.get(state) ?? 0);
  }

  /** One page, newest first, of every row or of one state. */
  async page({
    state,
    page,
    pageSize,
  }: {
    state?: string;
    page: number;
    pageSize: number;
  }): Promise<InboxPage<Doc>> {
    await this.start();
    const from = (page - 1) * pageSize;
    const ids: string[] = [];
    if (state === undefined) {
      for (const row of this.rows.slice(from, from + pageSize)) ids.push(row.id);
    } else {
      let seen = 0;
      for (const row of this.rows) {
        if (row.state !== state) continue;
        if (seen++ < from) continue;
        ids.push(row.id);
        if (ids.length === pageSize) break;
      }
    }
    const docs: (Doc | null)[] = await Promise.all(ids.map((id) => this.document(id)));
    return { items: docs.filter((d) => d !== null), total: this.count(state) };
  }

  /** A document of the inbox from the kept ones, else by `_id`. */
  async document(id: string): Promise<Doc | null> {
    const kept = this.docs.get(id);
    if (kept) return kept;
    const doc = await this.source.byId(id);
    if (doc) this.docs.set(id, doc);
    return doc;
  }

  stats() {
    return { rows: this.rows.length, documents: this.docs.size };
  }
}
