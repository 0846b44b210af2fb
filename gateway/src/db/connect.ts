import mongoose from 'mongoose';
import { databaseUnavailable, toAppError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';

// User input must never reach a query as an operator: `{ $gt: '' }` in a filter is escaped.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/**
 * How long a request waits for a database that is away (DB_WAIT_MS): commands queued by mongoose
 * give up after this long (and are dropped, never run later), and so does the driver's search for
 * a server. A restart of the embedded FerretDB (0.6 s here) is then a slow answer, not a failed one;
 * a longer outage is a 503 after this long instead of a hang.
 */
let waitMs = 2000;

let closing = false;
let lost = 0;
mongoose.connection.on('disconnected', () => {
  if (closing || lost) return;
  lost = Date.now();
  logger.warn('database connection lost: requests wait for it, then answer 503');
});
const back = () => {
  if (!lost) return;
  logger.info({ downMs: Date.now() - lost }, 'database connection is back');
  lost = 0;
};
mongoose.connection.on('connected', back);
mongoose.connection.on('reconnected', back);

export async function connectDatabase(
  uri: string,
  dbName: string,
  options: { timeoutMs?: number; waitMs?: number } = {},
): Promise<typeof mongoose> {
  waitMs = options.waitMs ?? waitMs;
  mongoose.set('bufferTimeoutMS', waitMs);
  closing = false;
  // The first connection still waits for a database that is starting (a container, a replica set
  // election) by retrying.
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    try {
      await mongoose.connect(uri, {
        dbName,
        serverSelectionTimeoutMS: waitMs,
        heartbeatFrequencyMS: 1000,
        // A connection whose answer never comes (FerretDB restarted under it) is closed and its
        // request answered 503, rather than holding a pooled connection, and a visitor, for ever.
        socketTimeoutMS: 30_000,
        autoIndex: true,
      });
      break;
    } catch (error) {
      const name = (error as Error).name;
      if (!/ServerSelection|Network/.test(name) || Date.now() > deadline) throw error;
      await mongoose.disconnect().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  // Build indexes now so that unique constraints hold from the first write.
  await Promise.all(Object.values(mongoose.connection.models).map((m) => m.init()));
  return mongoose;
}

/**
 * Opens the connection afresh when it has been lost for `stuckMs` while the database is up. Seen
 * after a FerretDB SIGKILL under load, about one restart in eight: the restarted FerretDB answered
 * a new client at once, while every connection the driver opened kept being reset (server
 * selection: read ECONNRESET) for as long as the test watched (30 s).
 */
export async function reopenWhenStuck(stuckMs: number): Promise<boolean> {
  if (!lost || closing || Date.now() - lost < stuckMs) return false;
  logger.warn({ lostMs: Date.now() - lost }, 'database connection stuck while the database is up: reopened');
  lost = Date.now();
  const client = mongoose.connection.getClient();
  await client.close(true).catch(() => undefined);
  await client.connect();
  return true;
}

export function databaseReady(): boolean {
  return mongoose.connection.readyState === 1;
}

/** What the embedded FerretDB's supervisor knows of its outages (nothing for another database). */
interface OutageWatch {
  down(): boolean;
  outages(): number;
}
const NO_OUTAGES: OutageWatch = { down: () => false, outages: () => 0 };
let outageWatch = NO_OUTAGES;

export function watchDatabaseOutages(watch: OutageWatch | undefined): void {
  outageWatch = watch ?? NO_OUTAGES;
}

/**
 * True when the database answers a ping within `timeoutMs` (readiness must answer fast); false at
 * once while it is known to be down, and when it went down during the ping (the driver waits for
 * the restart, and the ping would answer true after an outage it spanned).
 */
export async function pingDatabase(timeoutMs = 1500): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  if (outageWatch.down()) return false;
  const outages = outageWatch.outages();
  try {
    const db = mongoose.connection.db;
    if (!db || mongoose.connection.readyState !== 1) return false;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), timeoutMs);
    });
    await Promise.race([db.admin().command({ ping: 1 }), timeout]);
    return outageWatch.outages() === outages && !outageWatch.down();
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** How long one try of a write may take before it is given up as unanswered. */
export const WRITE_TRY_MS = 10_000;

/**
 * A write's try, given up after WRITE_TRY_MS as if its connection had dropped. Seen under a
 * FerretDB kill: about one run in ten, a write in flight at that moment was never settled by the
 * driver, neither by the socket timeout nor by the pool's, and held its request (and the queue of
 * a slot's places behind it) for ever. Like any dropped write, it may have been stored.
 */
export async function tryWrite<T>(write: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const attempt = write();
  try {
    return await Promise.race([
      attempt,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // The abandoned try settles (or not) unobserved.
          attempt.catch(() => undefined);
          logger.warn({ afterMs: WRITE_TRY_MS }, 'a database write went unanswered');
          reject(databaseUnavailable());
        }, WRITE_TRY_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs a write, and while the database is away (a restart) runs it again once it is back, until
 * DB_WAIT_MS has passed since the first try; then the 503 stands. A failed try may have been
 * stored before the connection dropped, so the write must be idempotent (e.g. an insert with an
 * `_id` chosen beforehand that takes a duplicate key on it as done).
 */
export async function writeWhenAvailable<T>(write: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await tryWrite(write);
    } catch (error) {
      if (toAppError(error).code !== 'SERVICE_UNAVAILABLE' || Date.now() >= deadline) throw error;
      // Back off a little, then once the connection is up again (or the time is over) try again.
      do await new Promise((r) => setTimeout(r, 100));
      while (mongoose.connection.readyState !== 1 && Date.now() < deadline);
      if (mongoose.connection.readyState !== 1) throw error;
    }
  }
}

/**
 * MongoDB's duplicate key error (FerretDB names neither the index nor the key): after a retry, the
 * caller looks up its own `_id` to know whether the first try was stored.
 */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 11000;
}

/**
 * Inserts `doc` unless its `_id` is stored already: true when this call stored it. A unique `_id`
 * is the one check-and-write that is atomic on every database we run on (FerretDB v1's conditional
 * updates are not), so claims, counters' versions and one-time steps are made of it.
 */
export async function insertOnce(model: mongoose.Model<any>, doc: Record<string, unknown>): Promise<boolean> {
  try {
    await tryWrite(() => model.create(doc));
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * The positions of `docs` that an unordered insert found stored already (a duplicate `_id`);
 * any other failure is thrown. One write for the lot, each document decided on its own.
 */
export async function insertEachOnce(insert: () => Promise<unknown>, count: number): Promise<Set<number>> {
  try {
    await tryWrite(insert);
    return new Set();
  } catch (error) {
    const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
    const errors = (Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : []) as {
      index: number;
      code?: number;
      err?: { code?: number };
    }[];
    if (!errors.length) {
      if (isDuplicateKey(error) && count === 1) return new Set([0]);
      // The database going away mid-insert comes as a bulk write error: the clear 503 then.
      const mapped = toAppError(error);
      throw mapped.code === 'SERVICE_UNAVAILABLE' ? mapped : error;
    }
    const taken = new Set<number>();
    for (const e of errors) {
      if ((e.code ?? e.err?.code) !== 11000) throw error;
      taken.add(e.index);
    }
    return taken;
  }
}

export async function disconnectDatabase(): Promise<void> {
  closing = true;
  await mongoose.disconnect();
}
