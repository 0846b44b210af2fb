import crypto from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import mongoose from 'mongoose';

/**
 * Backup and restore of the whole venue: every collection of the database (content, users,
 * bookings, messages and the uploaded images, which live in GridFS's `media.files`/`media.chunks`)
 * as one gzip file of Extended JSON lines. Canonical EJSON keeps every BSON type (dates, ObjectIds,
 * binary chunks, int32 vs double) so a restore is byte-for-byte the same documents, on MongoDB and
 * the embedded FerretDB alike (plain find/insertMany, nothing server-specific).
 *
 * Lines: `{"t":"head",…}`, then per collection `{"t":"collection","name"}`, its documents
 * `{"t":"doc","d":…}` and `{"t":"end","name","count"}`, and last `{"t":"trailer","sha256",…}`
 * whose hash covers every line before it. A restore reads the whole file once to check it
 * (gzip CRC, every line parses, counts and hash match the trailer) before writing anything, so a
 * truncated or corrupted archive changes nothing.
 */
export const ARCHIVE_FORMAT = 'venue-backup';
export const ARCHIVE_VERSION = 1;
/** Transient: the gateways' shared event log (entries live a minute) and who is there; never backed up. */
const SKIPPED = new Set(['bus_events', 'bus_gateways']);
/** The log's collections, one a minute (`bus_events_<minute>`, lib/bus-bridge.ts). */
const isSkipped = (name: string) => SKIPPED.has(name) || name.startsWith('bus_events_');
/** Documents are inserted in batches of at most this many bytes of EJSON (FerretDB caps a message at 48 MB). */
const BATCH_BYTES = 4 * 1024 * 1024;
const BATCH_DOCS = 1000;

const { EJSON } = mongoose.mongo.BSON;
type Db = mongoose.mongo.Db;
type Doc = mongoose.mongo.Document;

export class ArchiveError extends Error {}

export interface ArchiveSummary {
  file: string;
  collections: Record<string, number>;
  bytes: number;
}

export type Progress = (message: string) => void;

async function userCollections(db: Db): Promise<string[]> {
  const list = await db.listCollections({}, { nameOnly: true }).toArray();
  return list
    .map((c) => c.name)
    .filter((name) => !name.startsWith('system.') && !isSkipped(name))
    .sort();
}

/** Reports at most every 2 s while a long collection is read or written. */
function throttled(progress: Progress | undefined) {
  let last = Date.now();
  return (message: () => string) => {
    if (!progress || Date.now() - last < 2000) return;
    last = Date.now();
    progress(message());
  };
}

/** Writes every collection of `db` to `file` (gzip, EJSON lines) while the site keeps running. */
export async function backupDatabase(db: Db, file: string, progress?: Progress): Promise<ArchiveSummary> {
  const names = await userCollections(db);
  const hash = crypto.createHash('sha256');
  const collections: Record<string, number> = {};
  const tick = throttled(progress);
  async function* lines(): AsyncGenerator<string> {
    const emit = (value: unknown) => {
      const line = JSON.stringify(value) + '\n';
      hash.update(line);
      return line;
    };
    yield emit({
      t: 'head',
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      database: db.databaseName,
    });
    for (const name of names) {
      yield emit({ t: 'collection', name });
      let count = 0;
      // Natural order: FerretDB v1 would sort a whole collection in memory for nothing.
      for await (const doc of db.collection(name).find({})) {
        yield emit({ t: 'doc', d: EJSON.serialize(doc, { relaxed: false }) });
        count++;
        tick(() => `${name}: ${count} documents…`);
      }
      collections[name] = count;
      progress?.(`${name}: ${count} documents`);
      yield emit({ t: 'end', name, count });
    }
    yield JSON.stringify({ t: 'trailer', collections, sha256: hash.digest('hex') }) + '\n';
  }
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.from(lines()), zlib.createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file, collections, bytes: fs.statSync(file).size };
}

type Line =
  | { t: 'head'; format: string; version: number }
  | { t: 'collection'; name: string }
  | { t: 'doc'; d: Doc }
  | { t: 'end'; name: string; count: number }
  | { t: 'trailer'; collections: Record<string, number>; sha256: string };

/** Every line of the archive, in order, with its raw text (for the hash). */
async function* readLines(file: string): AsyncGenerator<{ raw: string; line: Line; n: number }> {
  if (!fs.existsSync(file)) throw new ArchiveError(`No such archive: ${file}`);
  const source = fs.createReadStream(file);
  const input = source.pipe(zlib.createGunzip());
  const rl = readline.createInterface({ input, crlfDelay: Infinity });
  // A stream's error ends the reading and is reported below; one that comes after the reader has
  // stopped (a corrupted line already refused) has nobody left to throw to and is dropped.
  let failed: unknown;
  const fail = (error: unknown) => {
    failed ??= error;
    rl.close();
  };
  source.on('error', fail);
  input.on('error', fail);
  let n = 0;
  try {
    for await (const raw of rl) {
      n++;
      let line: Line;
      try {
        line = JSON.parse(raw) as Line;
      } catch {
        throw new ArchiveError(`Archive is corrupted: line ${n} is not valid JSON`);
      }
      yield { raw, line, n };
    }
    if (failed) throw failed;
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const code = (error as { code?: string }).code ?? '';
    throw new ArchiveError(
      code === 'Z_BUF_ERROR'
        ? 'Archive is truncated (the gzip stream ends early)'
        : `Archive is corrupted or not a venue backup (${(error as Error).message})`,
    );
  } finally {
    rl.close();
    input.destroy();
    source.destroy();
  }
}

/** Reads the whole archive and checks it against its trailer; nothing is written. */
export async function verifyArchive(file: string, progress?: Progress): Promise<Record<string, number>> {
  const hash = crypto.createHash('sha256');
  const counts: Record<string, number> = {};
  let current: string | undefined;
  let trailer: Extract<Line, { t: 'trailer' }> | undefined;
  let headSeen = false;
  const tick = throttled(progress);
  for await (const { raw, line, n } of readLines(file)) {
    if (trailer) throw new ArchiveError(`Archive is corrupted: data after the trailer (line ${n})`);
    if (!headSeen) {
      if (line.t !== 'head' || line.format !== ARCHIVE_FORMAT)
        throw new ArchiveError('Not a venue backup archive');
      if (line.version !== ARCHIVE_VERSION) {
        throw new ArchiveError(
          `Unsupported archive version ${line.version} (this gateway reads ${ARCHIVE_VERSION})`,
        );
      }
      headSeen = true;
    } else if (line.t === 'trailer') {
      trailer = line;
      continue;
    } else if (line.t === 'collection') {
      current = line.name;
      counts[current] = 0;
    } else if (line.t === 'doc' && current) {
      EJSON.deserialize(line.d, { relaxed: false });
      counts[current]!++;
      tick(() => `checking ${current}: ${counts[current!]} documents…`);
    } else if (line.t === 'end' && line.name === current && line.count === counts[current]) {
      current = undefined;
    } else {
      throw new ArchiveError(`Archive is corrupted: unexpected line ${n}`);
    }
    hash.update(raw + '\n');
  }
  if (!headSeen) throw new ArchiveError('Archive is empty');
  if (!trailer) throw new ArchiveError('Archive is truncated (no trailer: the backup did not finish)');
  if (trailer.sha256 !== hash.digest('hex'))
    throw new ArchiveError('Archive is corrupted: checksum mismatch');
  if (JSON.stringify(trailer.collections) !== JSON.stringify(counts)) {
    throw new ArchiveError('Archive is corrupted: collection counts do not match the trailer');
  }
  return counts;
}

/** Collections of `db` holding at least one document (the transient bus collections aside). */
export async function nonEmptyCollections(db: Db): Promise<string[]> {
  const names = await userCollections(db);
  const found: string[] = [];
  for (const name of names)
    if (await db.collection(name).findOne({}, { projection: { _id: 1 } })) found.push(name);
  return found;
}

/**
 * Restores `file` into `db`, which must be empty unless `force` (then every collection is dropped
 * first). The archive is checked in full before anything is written.
 */
export async function restoreDatabase(
  db: Db,
  file: string,
  options: { force?: boolean; progress?: Progress } = {},
): Promise<ArchiveSummary> {
  const { progress } = options;
  progress?.(`checking ${file}`);
  const expected = await verifyArchive(file, progress);
  const occupied = await nonEmptyCollections(db);
  if (occupied.length && !options.force) {
    throw new ArchiveError(
      `The database "${db.databaseName}" is not empty (${occupied.join(', ')}): restore refuses to mix two venues. ` +
        'Restore into an empty database, or pass --force to delete everything in it first.',
    );
  }
  if (options.force) {
    for (const name of await userCollections(db)) await db.collection(name).drop();
    for (const name of SKIPPED) await db.collection(name).deleteMany({});
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray())
      if (isSkipped(name) && !SKIPPED.has(name)) await db.dropCollection(name);
  }
  const tick = throttled(progress);
  let current: string | undefined;
  let batch: Doc[] = [];
  let bytes = 0;
  let written = 0;
  const flush = async () => {
    if (!current || !batch.length) return;
    await db.collection(current).insertMany(batch, { ordered: true });
    written += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const { raw, line } of readLines(file)) {
    if (line.t === 'collection') {
      current = line.name;
      written = 0;
      await db.createCollection(current).catch(() => undefined);
    } else if (line.t === 'doc') {
      batch.push(EJSON.deserialize(line.d, { relaxed: false }) as Doc);
      bytes += raw.length;
      if (bytes >= BATCH_BYTES || batch.length >= BATCH_DOCS) {
        await flush();
        tick(() => `${current}: ${written} of ${expected[current!]} documents…`);
      }
    } else if (line.t === 'end') {
      await flush();
      progress?.(`${line.name}: ${line.count} documents restored`);
      current = undefined;
    }
  }
  return { file, collections: expected, bytes: fs.statSync(file).size };
}
