import AsyncLock from 'async-lock';
import mongoose from 'mongoose';
import { databaseUnavailable } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';

/**
 * Who guarantees that a decision and its write are one step (docs/architecture.md, "Who decides
 * a write"):
 * - `owner`: the database has no multi-document transactions (the embedded FerretDB; a standalone
 *   MongoDB), so this gateway is its only writer and serialises the writes of one key in process;
 * - `transactions`: a MongoDB replica set, where a transaction writes the lot or nothing, and a
 *   write conflict on the document it changes first orders two gateways' transactions.
 */
export type WriteMode = 'owner' | 'transactions';

let mode: WriteMode = 'owner';
let waitMs = 5000;
// maxPending bounds each key's queue: past it a request is answered 503 at once.
const locks = new AsyncLock({ maxPending: 2000 });

mongoose.set('transactionAsyncLocalStorage', true);

/** Reads what the connected server offers: transactions (a replica set) or one owning gateway. */
export async function detectWriteMode(db: mongoose.mongo.Db, wait: number): Promise<WriteMode> {
  waitMs = wait;
  const build = await db.admin().command({ buildInfo: 1 });
  const hello = await db.admin().command({ hello: 1 });
  mode = !build.ferretdbVersion && hello.setName ? 'transactions' : 'owner';
  return mode;
}

export const writeMode = (): WriteMode => mode;

/** How long a section may take, from when it is asked for, before its request is answered 503. */
const answerWithinMs = () => waitMs + 5000;

/**
 * Runs `work`, which reads and writes what `keys` name, as one decision: in a transaction on a
 * replica set (retried on a write conflict), else alone among this gateway's sections on the same
 * keys. Its caller is answered within DB_WAIT_MS + 5 s whatever the database does (killed,
 * paused): past that a 503, while the work itself goes on, holding its keys, until the database
 * settles it, so that nothing decided on the same keys overlaps a write still under way; `onDone`
 * then tells the rest of the gateway (its inbox, the bus) of what was written.
 */
export function exclusive<T>(
  keys: string[],
  work: () => Promise<T>,
  /** Told of what was written once it is (committed), even after its caller was answered 503. */
  onDone?: (result: T) => void,
): Promise<T> {
  const sorted = [...new Set(keys)].sort();
  const run =
    mode === 'transactions'
      ? mongoose.connection.transaction(work)
      : (locks.acquire(sorted, work, { timeout: waitMs }) as Promise<T>).catch((error: unknown) => {
          // async-lock's own refusals: the key's queue is full, or the wait was longer than DB_WAIT_MS.
          if (/async-lock (timed out|queue)|Too many pending/i.test(String((error as Error)?.message)))
            throw databaseUnavailable();
          throw error;
        });
  const counted = run.then((result) => {
    onDone?.(result);
    return result;
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      counted.catch(() => undefined);
      logger.warn({ keys: sorted }, 'a write took longer than DB_WAIT_MS: answered 503, still running');
      reject(databaseUnavailable());
    }, answerWithinMs());
  });
  return Promise.race([counted, late]).finally(() => clearTimeout(timer));
}
