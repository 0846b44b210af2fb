import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import mongoose, { type Model } from 'mongoose';
import { encodeCursor, type Cursor } from './cursor.ts';
import { logger } from './logger.ts';

export interface InboxPage<Doc> {
  items: Doc[];
  total: number;
  /** Asks for the page after this one however the inbox changes meanwhile; null on the last. */
  nextCursor: string | null;
}

/** What lists, counts and exports filter by: a state, a range of days, an area or event. */
export interface InboxFilter {
  state?: string;
  /** YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** `area:<id>` or `event:<id>`. */
  ref?: string;
  /** Created at or after this time. */
  createdFrom?: Date;
}

export interface InboxQuery extends InboxFilter {
  page: number;
  pageSize: number;
  after?: Cursor;
}

export interface InboxDoc {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What an inbox is: its collection, how a stored document reads, and the state lists filter by. */
export interface InboxSpec<Doc extends InboxDoc> {
  name: string;
  model: Model<any>;
  toDoc: (plain: Record<string, unknown>) => Doc;
  /** The stored field the state lives in, its value for a state, and a document's state. */
  stateField: string;
  stateValue: (state: string) => unknown;
  stateOf: (doc: Doc) => string;
  /** The day a document is about (a booking's date), and the stored filter for a range of days. */
  day?: { of: (doc: Doc) => string; filter: (from?: string, to?: string) => Record<string, unknown> };
  /** The area or event it is about, and the stored filter for one. */
  ref?: { of: (doc: Doc) => string | null; filter: (ref: string) => Record<string, unknown> };
}

export interface InboxStatus {
  name: string;
  /** `index`: SQLite answers; `rebuilding`: the database answers until the index is rebuilt. */
  state: 'database' | 'index' | 'rebuilding';
  done?: number;
  total?: number;
}

const REBUILD_BATCH = 1000;
/** Bumped when the table's columns change: an index of another schema is rebuilt. */
const SCHEMA = '2';
const REBUILD_RETRY_MS = 5000;

/**
 * A staff inbox (bookings, contact messages): pages newest first, by state, counted.
 *
 * On MongoDB these are plain indexed queries. The embedded FerretDB v1 answers any sort, skip or
 * count by reading the whole collection (seconds at 100,000 bookings), so there a derived index in
 * SQLite (`open(file)`) answers them instead: one row per document with its key, state and JSON.
 * The database stays the truth: the index is written after each acknowledged write and rebuilt from
 * the database when it is missing or when the last shutdown was not clean (docs/architecture.md).
 */
export class Inbox<Doc extends InboxDoc> {
  readonly spec: InboxSpec<Doc>;
  private db: DatabaseSync | undefined;
  private statements = new Map<string, StatementSync>();
  private rebuilding: { done: number; total: number } | undefined;
  private building: Promise<void> | undefined;
  private closed = false;

  constructor(spec: InboxSpec<Doc>) {
    this.spec = spec;
  }

  get name(): string {
    return this.spec.name;
  }

  /** True while SQLite answers (the index is open and complete). */
  private get indexed(): boolean {
    return this.db !== undefined && this.rebuilding === undefined;
  }

  status(): InboxStatus {
    if (!this.db) return { name: this.name, state: 'database' };
    if (this.rebuilding) return { name: this.name, state: 'rebuilding', ...this.rebuilding };
    return { name: this.name, state: 'index' };
  }

  /**
   * Opens (or creates) the SQLite index in `file`. It is used as it is when the last shutdown closed
   * it and it holds as many documents as the collection; otherwise it is rebuilt in the background.
   */
  async open(file: string): Promise<void> {
    const { DatabaseSync } = await import('node:sqlite');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const db = new DatabaseSync(file);
    db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
    this.db = db;
    this.closed = false;
    this.statements.clear();
    const schema = this.meta('schema');
    if (schema !== SCHEMA) db.exec('DROP TABLE IF EXISTS docs');
    db.exec(`
      CREATE TABLE IF NOT EXISTS docs (
        id TEXT PRIMARY KEY, at INTEGER NOT NULL, state TEXT NOT NULL, day TEXT, ref TEXT,
        version INTEGER NOT NULL, json TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS docs_newest ON docs (at DESC, id DESC);
      CREATE INDEX IF NOT EXISTS docs_state ON docs (state, at DESC, id DESC);
      CREATE INDEX IF NOT EXISTS docs_day ON docs (day, at DESC);
      CREATE INDEX IF NOT EXISTS docs_ref ON docs (ref, day);
    `);
    this.setMeta('schema', SCHEMA);
    const clean = schema === SCHEMA ? this.meta('clean') : undefined;
    // Until `close` says otherwise, a crash leaves the index marked as one to rebuild.
    this.setMeta('clean', '0');
    let reason = clean === '1' ? undefined : clean === undefined ? 'new' : 'not closed cleanly';
    if (!reason) {
      const [stored, held] = await Promise.all([this.storedCount(), Promise.resolve(this.count())]);
      if (stored !== held) reason = `holds ${held} of ${stored} documents`;
    }
    if (reason) this.startRebuild(reason);
  }

  /** Marks the index clean (a start then trusts it) and closes it; a rebuild under way is dropped. */
  close(): void {
    if (!this.db) return;
    this.closed = true;
    if (!this.rebuilding) this.setMeta('clean', '1');
    this.db.close();
    this.db = undefined;
    this.statements.clear();
  }

  /** Resolves once a rebuild under way is done. */
  async settled(): Promise<void> {
    await this.building;
  }

  /** Applies a stored document (created or changed); an older version never replaces a newer one. */
  put(doc: Doc): void {
    if (!this.db) return;
    this.statement(
      'put',
      `INSERT INTO docs (id, at, state, day, ref, version, json) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET at = excluded.at, state = excluded.state, day = excluded.day,
         ref = excluded.ref, version = excluded.version, json = excluded.json
       WHERE excluded.version >= docs.version`,
    ).run(
      doc._id,
      doc.createdAt.getTime(),
      this.spec.stateOf(doc),
      this.spec.day?.of(doc) ?? null,
      this.spec.ref?.of(doc) ?? null,
      doc.updatedAt.getTime(),
      JSON.stringify(doc),
    );
  }

  /** Applies every document published under `names` on `events` (the content bus). */
  follow(events: EventEmitter, names: readonly string[]): this {
    for (const name of names)
      events.on(name, (payload: Record<string, unknown>) => this.put(this.spec.toDoc(payload)));
    return this;
  }

  async count(filter: InboxFilter | string = {}): Promise<number> {
    const f = typeof filter === 'string' ? { state: filter } : filter;
    if (!this.indexed) return this.spec.model.countDocuments(this.filter(f));
    const { sql, params } = this.where(f);
    const query = `SELECT count(*) AS n FROM docs ${sql}`;
    return Number(this.statement(query, query).get(...params)!.n);
  }

  /** Every document that `filter` keeps, newest first, a row at a time (an export). */
  async *documents(filter: InboxFilter = {}): AsyncGenerator<Doc> {
    if (this.indexed) {
      const { sql, params } = this.where(filter);
      const query = `SELECT json FROM docs ${sql} ORDER BY at DESC, id DESC`;
      // The statement's own iterator: one row in memory at a time.
      for (const row of this.db!.prepare(query).iterate(...params)) yield this.revive(row.json as string);
      return;
    }
    const cursor = this.spec.model
      .find(this.filter(filter))
      .sort({ createdAt: -1, _id: -1 })
      .batchSize(REBUILD_BATCH)
      .lean<Record<string, unknown>>()
      .cursor();
    for await (const plain of cursor) yield this.spec.toDoc(plain);
  }

  /** One page, newest first, of every document or of one state: by number, or right after `after`. */
  async page(query: InboxQuery): Promise<InboxPage<Doc>> {
    const [docs, total] = this.indexed
      ? [this.indexPage(query), await this.count(query)]
      : await Promise.all([this.databasePage(query), this.count(query)]);
    const more = docs.length > query.pageSize;
    const items = more ? docs.slice(0, query.pageSize) : docs;
    const last = items[items.length - 1];
    return {
      items,
      total,
      nextCursor: more && last ? encodeCursor(last.createdAt.getTime(), last._id) : null,
    };
  }

  /** One document by id: from the index, else (written on another gateway a moment ago) stored. */
  async document(id: string): Promise<Doc | null> {
    if (this.indexed) {
      const row = this.statement('byId', 'SELECT json FROM docs WHERE id = ?').get(id);
      if (row) return this.revive(row.json as string);
    }
    const doc = await this.spec.model.findById(id).lean<Record<string, unknown>>();
    return doc ? this.spec.toDoc(doc) : null;
  }

  private filter({ state, from, to, ref, createdFrom }: InboxFilter): Record<string, unknown> {
    const filter: Record<string, unknown> = {};
    if (createdFrom) filter.createdAt = mongoose.trusted({ $gte: createdFrom });
    if (state !== undefined) filter[this.spec.stateField] = this.spec.stateValue(state);
    if ((from || to) && this.spec.day) Object.assign(filter, this.spec.day.filter(from, to));
    if (ref && this.spec.ref) Object.assign(filter, this.spec.ref.filter(ref));
    return filter;
  }

  private where({ state, from, to, ref, createdFrom }: InboxFilter): {
    sql: string;
    params: (string | number)[];
  } {
    const parts: string[] = [];
    const params: (string | number)[] = [];
    const add = (part: string, value: string | number | undefined) => {
      if (value === undefined || value === '') return;
      parts.push(part);
      params.push(value);
    };
    add('state = ?', state);
    add('day >= ?', from);
    add('day <= ?', to);
    add('ref = ?', ref);
    add('at >= ?', createdFrom?.getTime());
    return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }

  /** Keyset after a cursor, else skip: the query `{createdAt: -1, _id: -1}` indexes answer. */
  private async databasePage({ page, pageSize, after, ...rest }: InboxQuery): Promise<Doc[]> {
    const filter = this.filter(rest);
    if (after) {
      const at = new Date(after[0]);
      // Trusted: the cursor was parsed (a time and 24 hex digits), not taken from the request as is.
      filter.$or = [
        { createdAt: mongoose.trusted({ $lt: at }) },
        { createdAt: at, _id: mongoose.trusted({ $lt: new mongoose.Types.ObjectId(after[1]) }) },
      ];
    }
    const docs = await this.spec.model
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(after ? 0 : (page - 1) * pageSize)
      .limit(pageSize + 1)
      .lean<Record<string, unknown>[]>();
    return docs.map(this.spec.toDoc);
  }

  private indexPage({ page, pageSize, after, ...rest }: InboxQuery): Doc[] {
    const { sql: where, params } = this.where(rest);
    const keyset = after ? `${where ? `${where} AND` : 'WHERE'} (at, id) < (?, ?)` : where;
    const sql = `SELECT json FROM docs ${keyset} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`;
    if (after) params.push(after[0], after[1]);
    params.push(pageSize + 1, after ? 0 : (page - 1) * pageSize);
    return this.statement(sql, sql)
      .all(...params)
      .map((row) => this.revive(row.json as string));
  }

  private revive(json: string): Doc {
    return this.spec.toDoc(JSON.parse(json) as Record<string, unknown>);
  }

  /** From the collection's statistics: FerretDB v1 answers `count` by reading every document. */
  private async storedCount(): Promise<number> {
    const stats = await this.spec.model.collection
      .aggregate<{ count?: number }>([{ $collStats: { count: {} } }])
      .toArray();
    return stats.reduce((sum, s) => sum + (s.count ?? 0), 0);
  }

  private startRebuild(reason: string): void {
    this.rebuilding = { done: 0, total: 0 };
    logger.info({ inbox: this.name, reason }, 'inbox index rebuilding from the database');
    this.building = this.rebuild().catch((error: unknown) => {
      logger.warn({ err: error, inbox: this.name }, 'inbox index rebuild failed: tried again soon');
      if (!this.closed)
        setTimeout(() => !this.closed && this.startRebuild('retry'), REBUILD_RETRY_MS).unref();
    });
  }

  /** Every stored document into the index, in batches; writes applied meanwhile are kept (`put`). */
  private async rebuild(): Promise<void> {
    const started = Date.now();
    const progress = this.rebuilding!;
    progress.total = await this.storedCount();
    if (this.closed) return;
    this.db!.exec('DELETE FROM docs');
    let batch: Doc[] = [];
    const flush = () => {
      if (this.closed) return;
      this.db!.exec('BEGIN');
      for (const doc of batch) this.put(doc);
      this.db!.exec('COMMIT');
      progress.done += batch.length;
      batch = [];
    };
    const cursor = this.spec.model.find({}).batchSize(REBUILD_BATCH).lean<Record<string, unknown>>().cursor();
    for await (const plain of cursor) {
      if (this.closed) break;
      batch.push(this.spec.toDoc(plain));
      if (batch.length === REBUILD_BATCH) flush();
    }
    flush();
    if (this.closed) return;
    this.rebuilding = undefined;
    logger.info(
      { inbox: this.name, documents: progress.done, ms: Date.now() - started },
      'inbox index rebuilt',
    );
  }

  private meta(key: string): string | undefined {
    const row = this.statement('meta', 'SELECT value FROM meta WHERE key = ?').get(key);
    return row?.value as string | undefined;
  }

  private setMeta(key: string, value: string): void {
    this.statement('setMeta', 'INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
  }

  private statement(key: string, sql: string): StatementSync {
    let statement = this.statements.get(key);
    if (!statement) {
      statement = this.db!.prepare(sql);
      this.statements.set(key, statement);
    }
    return statement;
  }
}

const inboxes: Inbox<any>[] = [];

export function registerInbox<Doc extends InboxDoc>(inbox: Inbox<Doc>): Inbox<Doc> {
  inboxes.push(inbox);
  return inbox;
}

/** Opens every inbox's SQLite index in `dir` (the embedded database's data folder), or none. */
export async function openInboxes(dir: string | undefined): Promise<void> {
  if (dir) await Promise.all(inboxes.map((i) => i.open(path.join(inboxIndexDir(dir), `${i.name}.sqlite`))));
}

export function closeInboxes(): void {
  for (const inbox of inboxes) inbox.close();
}

export function inboxStatuses(): InboxStatus[] {
  return inboxes.map((i) => i.status());
}

/** The folder `openInboxes` keeps its files in: removed by a restore, so the next start rebuilds. */
export const inboxIndexDir = (dataDir: string) => path.join(dataDir, 'inbox-index');
