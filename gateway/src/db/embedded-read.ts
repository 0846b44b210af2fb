import path from 'node:path';
import { createRequire } from 'node:module';
import type { DatabaseSync } from 'node:sqlite';
import { mongo } from 'mongoose';
import { logger } from '../lib/logger.ts';
import { sqliteDirOf } from './embedded.ts';

/**
 * A whole collection read straight from the embedded FerretDB's SQLite file, for the one read that
 * needs every document: an inbox's index at a start without its snapshot (a restore, an import).
 * FerretDB v1 decodes each stored document and encodes it as BSON on the way: 100,000 bookings
 * took it 8-10 s of CPU (its own JSON decoder and collector, docs/performance.md), SQLite and
 * JSON.parse here ~1 s. Reading only: FerretDB stays the one writer, and SQLite's WAL gives this
 * reader a consistent copy while it writes. FerretDB v1's storage (a table per collection listed
 * in `_ferretdb_collections`, each document as "SJSON": JSON with its types in a `$s` schema) is
 * fixed for the pinned v1.24.2; anything unexpected makes the caller read through FerretDB.
 */

const { ObjectId } = mongo;

let sqlite: typeof import('node:sqlite') | null | undefined;

/** Node's SQLite, loaded when first needed (a Node before 22.13 has it only behind a flag). */
function openReadOnly(file: string): DatabaseSync | undefined {
  if (sqlite === undefined) {
    try {
      sqlite = createRequire(import.meta.url)('node:sqlite') as typeof import('node:sqlite');
    } catch {
      sqlite = null;
    }
  }
  return sqlite ? new sqlite.DatabaseSync(file, { readOnly: true }) : undefined;
}

let sqliteFile: string | undefined;

/** Called when this gateway starts the embedded FerretDB (its files are then known and stable). */
export function useEmbeddedFiles(dataDir: string, dbName: string): void {
  sqliteFile = path.join(sqliteDirOf(dataDir), `${dbName}.sqlite`);
}

export function forgetEmbeddedFiles(): void {
  sqliteFile = undefined;
}

/** Documents a turn, between which other work (the HTTP server) runs. */
const TURN = 2000;

/**
 * Every document of `collection` as the driver would give it to a lean query (ObjectIds, Dates,
 * numbers), or undefined when this gateway does not run the embedded FerretDB or the collection's
 * table is not found. Throws on a document it cannot decode exactly.
 */
export function embeddedDocuments(collection: string): AsyncIterable<Record<string, unknown>> | undefined {
  const file = sqliteFile;
  const table = file ? tableOf(file, collection) : undefined;
  if (!file || !table) return undefined;
  return (async function* () {
    const db = openReadOnly(file)!;
    try {
      const rows = db.prepare(`SELECT _ferretdb_sjson AS doc FROM "${table}"`).iterate();
      let n = 0;
      // One document at a time: each is garbage once its reader has it (a batch held 2,000 of them
      // across collections, and the heap grew to 113 MB during a 100× start).
      for (const row of rows) {
        yield fromSjson(String((row as { doc: unknown }).doc));
        if (++n % TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      db.close();
    }
  })();
}

/** The SQLite table of a collection (FerretDB's own list of them); undefined when there is none. */
function tableOf(file: string, collection: string): string | undefined {
  let db: DatabaseSync | undefined;
  try {
    db = openReadOnly(file);
    if (!db) return undefined;
    // Without FerretDB's WAL (its default), a long read would hold off its writes.
    if (db.prepare('PRAGMA journal_mode').get()?.journal_mode !== 'wal') return undefined;
    const row = db.prepare('SELECT table_name FROM _ferretdb_collections WHERE name = ?').get(collection);
    const table = row?.table_name;
    return typeof table === 'string' && /^[\w.-]+$/.test(table) ? table : undefined;
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

interface Schema {
  p: Record<string, Elem>;
  $k: string[];
}

interface Elem {
  t: string;
  $s?: Partial<Schema>;
  i?: Elem[];
}

/** One stored document (FerretDB's SJSON) as the driver would decode it. */
function fromSjson(text: string): Record<string, unknown> {
  const stored = JSON.parse(text) as Record<string, unknown> & { $s?: Schema };
  const schema = stored.$s;
  if (!schema) throw new Error('stored document without its schema');
  return documentOf(stored, schema);
}

/** An empty object's schema is `{}`. */
function documentOf(data: Record<string, unknown>, schema: Partial<Schema>): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  const keys = schema.$k ?? [];
  if (keys.length !== Object.keys(data).length - ('$s' in data ? 1 : 0))
    throw new Error('stored document and its schema differ');
  for (const key of keys) {
    if (!(key in data)) throw new Error(`stored document without its field ${key}`);
    doc[key] = valueOf(data[key], schema.p?.[key]);
  }
  return doc;
}

function valueOf(value: unknown, elem: Elem | undefined): unknown {
  if (value === null) return null;
  if (!elem) throw new Error('stored value without its type');
  switch (elem.t) {
    case 'string':
      if (typeof value === 'string') return value;
      break;
    case 'bool':
      if (typeof value === 'boolean') return value;
      break;
    case 'double':
    case 'int':
      if (typeof value === 'number') return value;
      break;
    case 'long':
      // The driver gives a long as a number when it is exact as one; JSON.parse would round.
      if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
      break;
    case 'date':
      if (typeof value === 'number') return new Date(value);
      break;
    case 'objectId':
      if (typeof value === 'string' && /^[0-9a-f]{24}$/.test(value)) return new ObjectId(value);
      break;
    case 'object':
      if (typeof value === 'object' && !Array.isArray(value) && elem.$s)
        return documentOf(value as Record<string, unknown>, elem.$s);
      break;
    case 'array':
      if (Array.isArray(value) && elem.i && elem.i.length === value.length)
        return value.map((item, n) => valueOf(item, elem.i![n]));
      break;
  }
  // Binary data, regular expressions, timestamps (64 bits, which JSON.parse would round): none in
  // the collections read this way, so left to FerretDB, like anything unforeseen.
  throw new Error(`stored value of type ${elem.t} not read here`);
}

/**
 * Every document of a collection: from the embedded FerretDB's file when it can be, else through
 * `query` (the driver). Should the file's read fail part-way, every document comes through `query`
 * after the ones already given (a reader that puts them by id ends with each once).
 */
export async function* allDocuments(
  collection: string,
  query: () => AsyncIterable<Record<string, unknown>>,
): AsyncGenerator<Record<string, unknown>> {
  const stored = embeddedDocuments(collection);
  if (stored) {
    try {
      yield* stored;
      return;
    } catch (error) {
      logger.warn(
        { err: error, collection },
        'collection not read from its file: reading it through FerretDB',
      );
    }
  }
  yield* query();
}
