import type { EventEmitter } from 'node:events';
import type { Model } from 'mongoose';
import { encodeCursor, type Cursor } from './cursor.ts';
import { logger } from './logger.ts';
import type { ReadModel } from './read-models.ts';
import type { SnapshotStore } from './read-snapshots.ts';

/** What ordering, filtering and counting a staff inbox need of one item. */
export interface InboxKey {
  id: string;
  /** Creation time in ms: the inbox lists newest first. */
  at: number;
  /** The filter the inbox offers (a booking's status, a message's handled flag). */
  state: string;
}

/** An item of the index: its key and the whole document as JSON bytes (outside V8's heap). */
interface InboxRow extends InboxKey {
  json: Buffer;
}

export interface InboxPage<Doc> {
  items: Doc[];
  total: number;
  /** Asks for the page after this one however the inbox changes meanwhile; null on the last. */
  nextCursor: string | null;
}

export interface InboxSource<Doc> {
  /** Every stored document, read once at start (and by `reload`), streamed. */
  all: () => AsyncIterable<Doc>;
  /** How many documents are stored (the collection's statistics, not a scan). */
  count?: () => Promise<number>;
  /** One document by id (null when it is gone), for one the index does not hold yet. */
  byId: (id: string) => Promise<Doc | null>;
  /** The key of a document. */
  keyOf: (doc: Doc) => InboxKey;
  /** A document from its JSON (dates arrive as strings). */
  revive: (plain: Record<string, unknown>) => Doc;
}

/** The reading half of a source from a mongoose model and the service's converter of its documents. */
export function modelSource<Doc>(
  model: Model<any>,
  toDoc: (plain: Record<string, unknown>) => Doc,
): Pick<InboxSource<Doc>, 'all' | 'byId' | 'revive' | 'count'> {
  return {
    all: async function* () {
      for await (const doc of model.find({}).lean().cursor()) yield toDoc(doc as Record<string, unknown>);
    },
    // From the collection's statistics: FerretDB v1 answers the count command by reading every
    // document (7 s for 100,000 bookings), $collStats in 0.14 s; MongoDB answers both from metadata.
    count: async () => {
      const stats = await model.collection
        .aggregate<{ count?: number }>([{ $collStats: { count: {} } }])
        .toArray();
      return stats.reduce((sum, s) => sum + (s.count ?? 0), 0);
    },
    byId: async (id) => {
      const doc = await model.findById(id).lean<Record<string, unknown>>();
      return doc ? toDoc(doc) : null;
    },
    revive: toDoc,
  };
}

/**
 * How far before a snapshot's time documents changed are read again: writes of other gateways reach
 * this one's index through the bus a little late, and gateways' clocks differ a little.
 */
const SNAPSHOT_OVERLAP_MS = 2 * 60_000;
/** A start that caught up more documents than this copies the index at once. */
const CATCH_UP_SAVE = 1000;
/** How often a changed index is copied to its snapshot. */
export const SNAPSHOT_EVERY_MS = 10 * 60_000;

const TAB = 9;
const NEWLINE = 10;

/** A snapshot's bytes, a thousand rows a piece: one line each, `id TAB at TAB state TAB json`. */
function* snapshotLines(rows: readonly InboxRow[]): Generator<Buffer> {
  const newline = Buffer.of(NEWLINE);
  for (let start = 0; start < rows.length; start += 1000) {
    const parts: Buffer[] = [];
    for (const row of rows.slice(start, start + 1000))
      parts.push(Buffer.from(`${row.id}\t${row.at}\t${row.state}\t`), row.json, newline);
    yield Buffer.concat(parts);
  }
}

/** The rows of a snapshot: one line each, `id TAB at TAB state TAB json`. */
function rowsOf(data: Buffer): InboxRow[] {
  const rows: InboxRow[] = [];
  let start = 0;
  while (start < data.length) {
    let end = data.indexOf(NEWLINE, start);
    if (end < 0) end = data.length;
    const t1 = data.indexOf(TAB, start);
    const t2 = data.indexOf(TAB, t1 + 1);
    const t3 = data.indexOf(TAB, t2 + 1);
    const at = Number(data.toString('latin1', t1 + 1, t2));
    if (t1 < 0 || t2 < 0 || t3 < 0 || t3 > end || !Number.isFinite(at))
      throw new Error(`snapshot line at byte ${start} is malformed`);
    rows.push({
      id: data.toString('latin1', start, t1),
      at,
      state: data.toString('utf8', t2 + 1, t3),
      json: data.subarray(t3 + 1, end),
    });
    start = end + 1;
  }
  return rows;
}

/** Newest first; equal times by id, newest first (ObjectIds of one second sort by creation too). */
const before = (a: InboxKey, b: InboxKey) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The newest-first index of a staff inbox (bookings, contact messages), kept in the gateway: the
 * embedded FerretDB reads a whole collection for any sort, count or skip, and even 20 look-ups by
 * `_id` took 2-3 s at 50,000 bookings (gateway/bench/inbox.ts). Here a page is a slice of the
 * index; each document is held as its JSON bytes (~300 B a booking, outside V8's heap).
 *
 * The database stays the only durable store: the index is loaded from it at start (in the
 * background; the gateway is not ready until it is), and every write, local or from another
 * gateway through the content bus, is applied with `put` after the database has it.
 */
export class InboxIndex<Doc extends { _id: string }> implements ReadModel {
  private rows: InboxRow[] = [];
  /** Writes applied since the last snapshot was taken. */
  private changes = 0;
  private snapshotTimer: NodeJS.Timeout | undefined;
  private saving: Promise<void> | undefined;
  private readonly byId = new Map<string, InboxRow>();
  private readonly counts = new Map<string, number>();
  /** Writes applied while a load runs, replayed over what it read. */
  private pending: Map<string, InboxRow> | undefined;
  private loading: Promise<void> | undefined;
  private loaded = false;
  /** Journal entries written after the answer (`recordSoon`), awaited by `stop`. */
  private readonly recording = new Set<Promise<void>>();

  readonly name: string;
  private readonly source: InboxSource<Doc>;

  private readonly snapshots: SnapshotStore | undefined;

  /**
   * With `snapshots`, a start reads the last snapshot and what changed since (a few documents and
   * one filtered query) instead of every document, and the index is copied back every
   * `SNAPSHOT_EVERY_MS` when it changed.
   */
  constructor(name: string, source: InboxSource<Doc>, snapshots?: SnapshotStore) {
    this.name = name;
    this.source = source;
    this.snapshots = snapshots;
  }

  get ready(): boolean {
    return this.loaded;
  }

  /** Loads the index once (from its snapshot when there is one); later calls wait for that load. */
  start(): Promise<void> {
    return (this.loading ??= this.firstLoad());
  }

  private async firstLoad(): Promise<void> {
    const started = Date.now();
    const snapshot = this.snapshots
      ? await this.snapshots.read(this.name).catch((error: unknown) => {
          logger.warn({ err: error, readModel: this.name }, 'inbox snapshot unreadable: full load');
          return undefined;
        })
      : undefined;
    if (snapshot && (await this.fromSnapshot(snapshot))) {
      logger.info(
        { readModel: this.name, rows: this.rows.length, ms: Date.now() - started },
        'inbox from snapshot',
      );
    } else {
      await this.reload();
      void this.saveSnapshot();
    }
    this.keepSnapshots();
  }

  /** The snapshot's rows, then what changed since it was taken; false when it cannot be used. */
  private async fromSnapshot(snapshot: { at: number; data: Buffer }): Promise<boolean> {
    this.pending = new Map();
    try {
      const rows = rowsOf(snapshot.data);
      const changes = await this.snapshots!.changesSince(this.name, snapshot.at - SNAPSHOT_OVERLAP_MS);
      if (!changes) return false; // too old to catch up
      for (const plain of changes) rows.push(this.rowOf(this.source.revive(plain)));
      const changed = changes.length;
      for (const row of this.pending.values()) rows.push(row);
      this.replace(rows);
      // Documents written without this gateway (a script, an import) and dated before the copy are
      // not in it: the collection then holds more than the index, and only a full load sees them.
      const stored = await this.source.count?.();
      if (stored !== undefined && stored > this.rows.length) {
        logger.warn(
          { readModel: this.name, stored, rows: this.rows.length },
          'inbox snapshot behind the collection: full load',
        );
        return false;
      }
      this.changes = changed;
      this.loaded = true;
      if (changed > CATCH_UP_SAVE) void this.saveSnapshot();
      return true;
    } catch (error) {
      logger.warn({ err: error, readModel: this.name }, 'inbox snapshot not usable: full load');
      return false;
    } finally {
      this.pending = undefined;
    }
  }

  private keepSnapshots(): void {
    if (!this.snapshots || this.snapshotTimer) return;
    this.snapshotTimer = setInterval(() => {
      if (this.changes > 0) void this.saveSnapshot();
    }, SNAPSHOT_EVERY_MS).unref();
  }

  /**
   * Copies the index to its snapshot, after any copy under way (each copy is taken when its turn
   * comes); failures are logged, and the next start then reads in full.
   */
  saveSnapshot(): Promise<void> {
    this.saving = (this.saving ?? Promise.resolve()).then(() => this.writeSnapshot());
    return this.saving;
  }

  private async writeSnapshot(): Promise<void> {
    if (!this.snapshots || !this.loaded) return;
    const at = Date.now();
    const rows = this.rows.slice();
    this.changes = 0;
    try {
      await this.snapshots.write(
        this.name,
        { at, rows: rows.length, data: snapshotLines(rows) },
        SNAPSHOT_OVERLAP_MS,
      );
    } catch (error) {
      this.changes++;
      logger.warn({ err: error, readModel: this.name }, 'inbox snapshot not written');
    }
  }

  /** Reads every row again (the database is the truth); writes made meanwhile are kept. */
  async reload(): Promise<void> {
    this.pending = new Map();
    try {
      const rows: InboxRow[] = [];
      for await (const doc of this.source.all()) rows.push(this.rowOf(doc));
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

  private rowOf(doc: Doc): InboxRow {
    return { ...this.source.keyOf(doc), json: Buffer.from(JSON.stringify(doc)) };
  }

  /** Applies every document published under `names` on `events` (the content bus) with `put`. */
  follow(events: EventEmitter, names: readonly string[]): this {
    for (const name of names)
      events.on(name, (payload: Record<string, unknown>) => this.put(this.source.revive(payload)));
    return this;
  }

  /**
   * Keeps a document this gateway has just stored in the snapshot's journal (the services call it
   * after their write; documents from other gateways are recorded by the gateway that wrote them).
   */
  async record(doc: Doc): Promise<void> {
    if (!this.snapshots) return;
    await this.snapshots.record(this.name, doc).catch((error: unknown) => {
      logger.warn({ err: error, readModel: this.name }, 'inbox journal not written');
    });
  }

  /**
   * `record` without keeping the caller waiting: the public forms answer before their journal entry
   * is written (one database write less on the visitor's path; the flood bench's real bookings' p99
   * was 223 ms with it, 132 ms without). Should the gateway die before it lands, the next start sees
   * the collection holding more than the snapshot and loads in full.
   */
  recordSoon(doc: Doc): void {
    const write = this.record(doc).finally(() => this.recording.delete(write));
    this.recording.add(write);
  }

  async settle(): Promise<void> {
    await Promise.all(this.recording);
  }

  /** Applies a stored document (created or changed) to the index. */
  put(doc: Doc): void {
    const row = this.rowOf(doc);
    this.changes++;
    this.pending?.set(row.id, row);
    const old = this.byId.get(row.id);
    if (old) {
      this.counts.set(old.state, (this.counts.get(old.state) ?? 1) - 1);
      this.rows.splice(this.position(old), 1);
    }
    this.rows.splice(this.position(row), 0, row);
    this.byId.set(row.id, row);
    this.counts.set(row.state, (this.counts.get(row.state) ?? 0) + 1);
  }

  /** Where `row` is, or would go, in the newest-first order (binary search). */
  private position(row: InboxKey): number {
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

  /** One page, newest first, of every row or of one state: by number, or right after `after`. */
  async page({
    state,
    page,
    pageSize,
    after,
  }: {
    state?: string;
    page: number;
    pageSize: number;
    after?: Cursor;
  }): Promise<InboxPage<Doc>> {
    await this.start();
    // Where to begin: the first row after the cursor's (binary search), else the page's offset.
    let start = 0;
    let skip = (page - 1) * pageSize;
    if (after) {
      const key = { at: after[0], id: after[1], state: '' };
      start = this.position(key);
      if (this.rows[start]?.id === key.id) start++;
      skip = 0;
    }
    const rows: InboxRow[] = [];
    let more = false;
    for (let i = start; i < this.rows.length; i++) {
      const row = this.rows[i]!;
      if (state !== undefined && row.state !== state) continue;
      if (skip > 0) {
        // Without a filter the offset is a jump, not a walk.
        if (state === undefined) {
          i += skip - 1;
          skip = 0;
        } else skip--;
        continue;
      }
      if (rows.length === pageSize) {
        more = true;
        break;
      }
      rows.push(row);
    }
    const last = rows[rows.length - 1];
    return {
      items: rows.map((row) => this.docOf(row)),
      total: this.count(state),
      nextCursor: more && last ? encodeCursor(last.at, last.id) : null,
    };
  }

  private docOf(row: InboxRow): Doc {
    return this.source.revive(JSON.parse(row.json.toString('utf8')) as Record<string, unknown>);
  }

  /** One document: from the index, else (written on another gateway a moment ago) by `_id`. */
  async document(id: string): Promise<Doc | null> {
    await this.start();
    const row = this.byId.get(id);
    return row ? this.docOf(row) : this.source.byId(id);
  }

  stats() {
    return {
      rows: this.rows.length,
      bytes: this.rows.reduce((sum, row) => sum + row.json.length, 0),
    };
  }
}
