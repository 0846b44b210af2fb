import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { mongo } from 'mongoose';

const { Binary } = mongo;

/**
 * Compact copies of a staff inbox's index, kept in the database so that a starting gateway reads a
 * few documents by `_id` instead of every booking: FerretDB v1 streams a collection at ~3,500
 * documents a second here, so 100,000 bookings took 23 s to load, while a snapshot of them is one
 * or two gzipped parts. Each copy is a generation of parts (`<name>:<gen>:<i>`) named by a head
 * (`<name>:head`) replaced last, so a reader never mixes two writers' parts; the previous
 * generation is deleted once a new head is in place. The database stays the truth: a reader
 * re-reads what changed since the copy was made (`InboxIndex`).
 */
export const SNAPSHOT_COLLECTION = 'read_snapshots';
/**
 * Every write of an inbox, also kept in the journal until a later snapshot holds it, one document
 * per write (`<name>:<bucket>:<writer>:<n>`, inserted once: appending to one growing document made
 * the flood bench's bookings wait 0.5-0.9 s), in ten-minute buckets whose head document
 * (`<name>:<bucket>`) lists the writers (gateways) that wrote in it. A start reads the buckets since
 * its snapshot by `_id` only: on FerretDB v1 any filter reads every document (3.9 s for 12,000
 * at 10x).
 */
export const JOURNAL_COLLECTION = 'read_journal';
export const JOURNAL_BUCKET_MS = 10 * 60_000;
/** A snapshot older than this many buckets (50 hours) is not caught up: the start loads in full. */
const MAX_CATCH_UP_BUCKETS = 300;
const bucketOf = (ms: number) => Math.floor(ms / JOURNAL_BUCKET_MS) * JOURNAL_BUCKET_MS;
/** Bumped when the line format changes: an older copy is then ignored. */
const FORMAT = 1;
/**
 * Compressed bytes per part, well under the 16 MB document limit. Each part is held a few times
 * over while written or read (gzip's output, the part, the driver's message); at 8 MB a snapshot
 * write at 100× lifted the gateway's RSS by ~45 MB.
 */
const PART_BYTES = 2 * 1024 * 1024;

/** Decompressed pieces of this size (zlib's default is 16 kB): fewer, and each parsed at once. */
const GUNZIP_CHUNK = 256 * 1024;

/**
 * Gzips `pieces` as a stream into parts of about `PART_BYTES`, each handed to `store` as it fills:
 * neither the copy nor its compressed bytes are ever whole in memory (concatenating the copy, then
 * gzipping it, held ~80 MB of buffers at 120,000 rows, kept by an idle gateway until its next
 * collection: RSS 331 MB). A piece is compressed before the next is asked for, so the pieces may
 * share one buffer. Returns the number of parts.
 */
async function gzipToParts(pieces: Iterable<Buffer>, store: (part: Buffer, i: number) => Promise<void>) {
  const gzip = zlib.createGzip({ level: 1 });
  let parts = 0;
  let held: Buffer[] = [];
  let bytes = 0;
  const flush = async () => {
    const part = Buffer.concat(held, bytes);
    held = [];
    bytes = 0;
    await store(part, parts++);
  };
  const output = (async () => {
    for await (const chunk of gzip as AsyncIterable<Buffer>) {
      held.push(chunk);
      bytes += chunk.length;
      if (bytes >= PART_BYTES) await flush();
    }
    if (bytes > 0 || parts === 0) await flush();
  })();
  try {
    for (const piece of pieces) {
      const written = new Promise<void>((resolve, reject) =>
        gzip.write(piece, (error) => (error ? reject(error) : resolve())),
      );
      written.catch(() => undefined); // a failure comes through the race, or through `output`
      await Promise.race([written, output]);
    }
    gzip.end();
  } catch (error) {
    gzip.destroy(error as Error);
  }
  await output;
  return parts;
}

interface Head {
  _id: string;
  format: number;
  gen: string;
  parts: number;
  /** When the copy was taken (ms): every write applied before it is in the copy. */
  at: number;
  rows: number;
}

export interface Snapshot {
  at: number;
  /**
   * The copy's bytes, decompressed as they are read, a part at a time: gunzipping the whole copy
   * held its compressed parts, zlib's 16 kB pieces and their concatenation (~35 MB at 100,000
   * bookings) at once. Fails while read when a part is missing or damaged.
   */
  data: AsyncIterable<Buffer>;
}

/** Gunzips `parts` as they come. */
async function* gunzipParts(parts: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const gunzip = zlib.createGunzip({ chunkSize: GUNZIP_CHUNK });
  // An error of either side ends both; the loop below then throws it.
  const done = pipeline(Readable.from(parts, { highWaterMark: 1 }), gunzip).catch(() => undefined);
  try {
    for await (const piece of gunzip as AsyncIterable<Buffer>) yield piece;
  } finally {
    gunzip.destroy();
    await done;
  }
}

export interface SnapshotStore {
  read(name: string): Promise<Snapshot | undefined>;
  /**
   * Writes a snapshot from its bytes in pieces (compressed as they come: the whole copy is never
   * held uncompressed; a piece is done with before the next is asked for, so they may share one
   * buffer); the journal's buckets it makes unnecessary are then deleted.
   */
  write(
    name: string,
    snapshot: { at: number; rows: number; data: Iterable<Buffer> },
    overlapMs: number,
  ): Promise<void>;
  /** Keeps a written document in the journal (after the database has it). */
  record(name: string, doc: object): Promise<void>;
  /** The journal's documents since a time, oldest first; undefined when that is too far back. */
  changesSince(name: string, sinceMs: number): Promise<Record<string, unknown>[] | undefined>;
}

export function snapshotStore(db: () => mongo.Db | undefined): SnapshotStore {
  const open = <T extends { _id: string }>(name: string) => {
    const d = db();
    if (!d) throw new Error('database not connected');
    return d.collection<T>(name);
  };
  const collection = () => open<{ _id: string; [key: string]: unknown }>(SNAPSHOT_COLLECTION);
  const partId = (name: string, gen: string, i: number) => `${name}:${gen}:${i}`;
  const journal = () =>
    open<{ _id: string; writers?: string[]; doc?: Record<string, unknown> }>(JOURNAL_COLLECTION);
  /** This process's name as a journal writer, and its next entry number in each bucket. */
  const writer = crypto.randomBytes(6).toString('hex');
  const counters = new Map<string, number>();
  const heads = new Map<string, Promise<void>>();
  /** A bucket's entries: each writer's, read by `_id` ten at a time until ten in a row are missing. */
  const bucketEntries = async (key: string) => {
    const head = (await journal().findOne({ _id: key })) as { writers?: string[] } | null;
    const entries: { _id: string; doc: Record<string, unknown> }[] = [];
    for (const w of head?.writers ?? []) {
      for (let i = 0; ; i += 10) {
        const ids = Array.from({ length: 10 }, (_, k) => `${key}:${w}:${i + k}`);
        const found = await Promise.all(ids.map((_id) => journal().findOne({ _id })));
        const present = found.filter(Boolean) as unknown as { _id: string; doc: Record<string, unknown> }[];
        entries.push(...present);
        if (!present.length) break;
      }
    }
    return entries;
  };
  return {
    async read(name) {
      const head = (await collection().findOne({ _id: `${name}:head` })) as Head | null;
      if (!head || head.format !== FORMAT) return undefined;
      const parts = async function* () {
        for (let i = 0; i < head.parts; i++) {
          const part = await collection().findOne({ _id: partId(name, head.gen, i) });
          // Replaced meanwhile: the reader loads in full.
          if (!(part?.data instanceof Binary)) throw new Error(`snapshot part ${i} of ${name} is gone`);
          const bytes = part.data.buffer; // a view of the driver's document: not copied
          yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        }
      };
      return { at: head.at, data: gunzipParts(parts()) };
    },
    async record(name, doc) {
      const bucket = bucketOf(Date.now());
      const key = `${name}:${bucket}`;
      // Numbered before any await, so that writes made at once never share a number.
      const n = counters.get(key) ?? 0;
      counters.set(key, n + 1);
      let head = heads.get(key);
      if (!head) {
        // This writer's first entry in the bucket: named in the bucket's head (once a bucket).
        head = journal()
          .updateOne({ _id: key }, { $addToSet: { writers: writer } }, { upsert: true })
          .then(() => undefined);
        heads.set(key, head);
        head.catch(() => heads.delete(key));
        for (const old of heads.keys()) if (!old.endsWith(`:${bucket}`)) heads.delete(old);
        for (const old of counters.keys()) if (!old.endsWith(`:${bucket}`)) counters.delete(old);
      }
      await head;
      await journal().insertOne({ _id: `${key}:${writer}:${n}`, doc: doc as Record<string, unknown> });
    },
    async changesSince(name, sinceMs) {
      const first = bucketOf(sinceMs);
      const last = bucketOf(Date.now());
      if ((last - first) / JOURNAL_BUCKET_MS > MAX_CATCH_UP_BUCKETS) return undefined;
      const docs: Record<string, unknown>[] = [];
      for (let b = first; b <= last; b += JOURNAL_BUCKET_MS)
        for (const entry of await bucketEntries(`${name}:${b}`)) docs.push(entry.doc);
      // Writers interleave: the order of the writes is the documents' own.
      const time = (d: Record<string, unknown>) => new Date(d.updatedAt as string).getTime() || 0;
      return docs.sort((a, b) => time(a) - time(b));
    },
    async write(name, { at, data, rows }, overlapMs) {
      const gen = crypto.randomBytes(6).toString('hex');
      let written = 0;
      let parts: number;
      try {
        parts = await gzipToParts(data, async (part, i) => {
          await collection().insertOne({ _id: partId(name, gen, i), data: new Binary(part) });
          written = i + 1;
        });
      } catch (error) {
        // No head names this generation: its parts are let go.
        for (let i = 0; i < written; i++)
          await collection()
            .deleteOne({ _id: partId(name, gen, i) })
            .catch(() => undefined);
        throw error;
      }
      const previous = (await collection().findOneAndReplace(
        { _id: `${name}:head` },
        { format: FORMAT, gen, parts, at, rows },
        { upsert: true, returnDocument: 'before' },
      )) as Head | null;
      if (previous && previous.gen !== gen) {
        for (let i = 0; i < previous.parts; i++)
          await collection().deleteOne({ _id: partId(name, previous.gen, i) });
      }
      // The buckets this snapshot holds: before the bucket a start would begin with.
      const keepFrom = bucketOf(at - overlapMs);
      const from = previous ? bucketOf(previous.at - overlapMs) : keepFrom;
      for (let b = from; b < keepFrom; b += JOURNAL_BUCKET_MS) {
        const key = `${name}:${b}`;
        for (const entry of await bucketEntries(key)) await journal().deleteOne({ _id: entry._id });
        await journal().deleteOne({ _id: key });
      }
    },
  };
}
