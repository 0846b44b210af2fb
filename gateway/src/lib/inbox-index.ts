import type { EventEmitter } from 'node:events';
import type { Model } from 'mongoose';
import { allDocuments } from '../db/embedded-read.ts';
import { encodeCursor, type Cursor } from './cursor.ts';
import { logger } from './logger.ts';
import type { ReadModel } from './read-models.ts';
import { InboxRows, type InboxKey } from './inbox-rows.ts';
import type { Snapshot, SnapshotStore } from './read-snapshots.ts';

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
    // Batches of 1,000 (~0.35 MB of bookings), not the server's choice: a getMore may answer with
    // up to 16 MB, read off the socket in pieces and joined, all of it garbage a moment later.
    // The embedded FerretDB's collection straight from its file (db/embedded-read.ts): 100,000
    // bookings in ~1 s rather than 8-10 s through FerretDB.
    all: async function* () {
      const query = () => model.find({}).batchSize(1000).lean<Record<string, unknown>>().cursor();
      for await (const doc of allDocuments(model.collection.collectionName, query)) yield toDoc(doc);
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

/**
 * The newest-first index of a staff inbox (bookings, contact messages), kept in the gateway: the
 * embedded FerretDB reads a whole collection for any sort, count or skip, and even 20 look-ups by
 * `_id` took 2-3 s at 50,000 bookings (gateway/bench/inbox.ts). Here a page is a slice of the
 * index; each document is held as its JSON bytes (~300 B a booking, outside V8's heap), compactly
 * (`InboxRows`: a few typed arrays and large buffers, not an object per row).
 *
 * The database stays the only durable store: the index is loaded from it at start (in the
 * background; the gateway is not ready until it is), and every write, local or from another
 * gateway through the content bus, is applied with `put` after the database has it.
 */
export class InboxIndex<Doc extends { _id: string }> implements ReadModel {
  private rows = new InboxRows().seal();
  /** Writes applied since the last snapshot was taken. */
  private changes = 0;
  private snapshotTimer: NodeJS.Timeout | undefined;
  private saving: Promise<void> | undefined;
  /** Writes applied while a load runs, replayed over what it read. */
  private pending: Map<string, Doc> | undefined;
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
    const fromSnapshot = snapshot !== undefined && (await this.fromSnapshot(snapshot));
    if (!fromSnapshot) await this.reload();
    logger.info(
      { readModel: this.name, ms: Date.now() - started, ...this.rows.stats() },
      fromSnapshot ? 'inbox from snapshot' : 'inbox read in full',
    );
    if (!fromSnapshot) void this.saveSnapshot();
    this.keepSnapshots();
  }

  /** The snapshot's rows, then what changed since it was taken; false when it cannot be used. */
  private async fromSnapshot(snapshot: Snapshot): Promise<boolean> {
    this.pending = new Map();
    try {
      // Streamed: the copy's lines go straight into the rows' chunks, never whole in memory.
      const rows = new InboxRows();
      await rows.readLines(snapshot.data);
      const changes = await this.snapshots!.changesSince(this.name, snapshot.at - SNAPSHOT_OVERLAP_MS);
      if (!changes) return false; // too old to catch up
      for (const plain of changes) this.putInto(rows, this.source.revive(plain));
      const changed = changes.length;
      for (const doc of this.pending.values()) this.putInto(rows, doc);
      this.rows = rows.seal();
      // Documents written without this gateway (a script, an import) and dated before the copy are
      // not in it: the collection then holds more than the index, and only a full load sees them.
      const stored = await this.source.count?.();
      if (stored !== undefined && stored > this.rows.rows) {
        logger.warn(
          { readModel: this.name, stored, rows: this.rows.rows },
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
    // The rows as they are now, however they change while the copy is written.
    const rows = this.rows.rows;
    const data = this.rows.lines(true);
    this.changes = 0;
    try {
      await this.snapshots.write(this.name, { at, rows, data }, SNAPSHOT_OVERLAP_MS);
    } catch (error) {
      this.changes++;
      logger.warn({ err: error, readModel: this.name }, 'inbox snapshot not written');
    }
  }

  /** Reads every row again (the database is the truth); writes made meanwhile are kept. */
  async reload(): Promise<void> {
    this.pending = new Map();
    try {
      // The collection comes in its stored order: rows are kept by week until sealed newest first.
      const rows = new InboxRows({ anyOrder: true });
      for await (const doc of this.source.all()) this.putInto(rows, doc);
      for (const doc of this.pending.values()) this.putInto(rows, doc);
      this.rows = rows.seal();
      this.loaded = true;
    } catch (error) {
      this.loading = undefined; // the next caller tries again
      throw error;
    } finally {
      this.pending = undefined;
    }
  }

  /** A document's key and JSON into `rows` (the JSON straight into their chunks). */
  private putInto(rows: InboxRows, doc: Doc): void {
    rows.put(this.source.keyOf(doc), JSON.stringify(doc));
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
    this.changes++;
    this.pending?.set(doc._id, doc);
    this.putInto(this.rows, doc);
  }

  count(state?: string): number {
    return this.rows.count(state);
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
    const rows = this.rows;
    const size = rows.rows;
    // Where to begin: the first row after the cursor's (binary search), else the page's offset.
    let start = 0;
    let skip = (page - 1) * pageSize;
    if (after) {
      start = rows.position(after[0], after[1]);
      if (start < size && rows.idAt(start) === after[1]) start++;
      skip = 0;
    }
    const code = state === undefined ? undefined : rows.code(state);
    const picked: number[] = [];
    let more = false;
    for (let i = start; i < size; i++) {
      if (code !== undefined && rows.stateAt(i) !== code) continue;
      if (skip > 0) {
        // Without a filter the offset is a jump, not a walk.
        if (code === undefined) {
          i += skip - 1;
          skip = 0;
        } else skip--;
        continue;
      }
      if (picked.length === pageSize) {
        more = true;
        break;
      }
      picked.push(i);
    }
    const last = picked.length ? rows.keyAt(picked[picked.length - 1]!) : undefined;
    return {
      items: picked.map((i) => this.docOf(rows.jsonAt(i))),
      total: this.count(state),
      nextCursor: more && last ? encodeCursor(last.at, last.id) : null,
    };
  }

  private docOf(json: string): Doc {
    return this.source.revive(JSON.parse(json) as Record<string, unknown>);
  }

  /** One document: from the index, else (written on another gateway a moment ago) by `_id`. */
  async document(id: string): Promise<Doc | null> {
    await this.start();
    const json = this.rows.json(id);
    return json === undefined ? this.source.byId(id) : this.docOf(json);
  }

  stats() {
    return this.rows.stats();
  }
}
