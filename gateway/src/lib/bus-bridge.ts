import crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { mongo } from 'mongoose';
import { BUS_EVENTS, type BusEventName } from './content-bus.ts';
import { logger } from './logger.ts';

/**
 * Shares the bus's domain events between every gateway on the same database, so that a write on
 * one gateway drops the read caches of all of them and reaches every open page's `contentChanged`
 * and every staff member's `bookingCreated` subscription, whichever gateway they are connected to.
 *
 * How: each locally published event is written to the log (`bus_events_<minute>`) with this gateway's
 * origin; every `intervalMs` each gateway reads what the others wrote since its last look (with a
 * window for clock skew and late commits; ids already seen are skipped) and emits it on its own bus.
 * Polling works on MongoDB and on the embedded FerretDB alike (FerretDB v1 has neither change
 * streams nor tailable cursors); old minutes of the log are dropped (FerretDB has no TTL index either).
 * While the database is away nothing is shared; the caches' own TTLs bound what stays stale.
 *
 * Each gateway also says it is there (`bus_gateways`, one small document each, by `_id`), and a
 * look reads the events only while another gateway is: FerretDB v1 scans the whole event log for
 * that query, a minute of a booking rush's events every second, which slowed every other write of
 * a single gateway (docs/performance-log.md, "The bus's look while alone").
 */
export const BUS_COLLECTION = 'bus_events';
/**
 * The log is a collection per minute (`bus_events_<minutes since 1970>`), and old minutes are
 * dropped whole: FerretDB v1 deleted old entries from one collection by scanning all of it, which
 * every other write waited behind.
 */
export const busCollectionOf = (at: Date | number) =>
  `${BUS_COLLECTION}_${Math.floor(new Date(at).getTime() / 60_000)}`;
const minuteOf = (name: string) =>
  name.startsWith(`${BUS_COLLECTION}_`) ? Number(name.slice(BUS_COLLECTION.length + 1)) : NaN;
/** One document per gateway, `{ _id: origin, seen }`: who is there to share with. */
export const BUS_GATEWAYS = 'bus_gateways';
/** A gateway counts as there while it said so within this long. */
const PRESENT_MS = 15_000;
/** A gateway says it is there when it starts, then at most this often (on its looks). */
const PRESENCE_EVERY_MS = 5_000;
/** Presence documents of gateways gone this long are deleted. */
const GONE_MS = 24 * 3600_000;
/** How far back each look reaches before the previous look (clock skew between gateways, late commits). */
const WINDOW_MS = 5_000;
/** Entries older than this are deleted. */
const KEEP_MS = 60_000;
/**
 * Local events are written together, one insert per this many milliseconds at most: under a rush
 * of bookings the database (FerretDB above all, which pays per command) does one write per batch
 * rather than one per event. Far below the readers' `intervalMs`.
 */
const WRITE_BATCH_MS = 50;

interface Entry {
  _id: string;
  origin: string;
  /** Publication order within one origin (events of one millisecond keep their order). */
  seq: number;
  name: BusEventName;
  payload: unknown;
  at: Date;
}

export interface BusBridge {
  origin: string;
  /** One look at what the other gateways wrote (also run every `intervalMs`). */
  poll(): Promise<number>;
  /** Resolves once every local event handed over so far is written (or failed). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function startBusBridge(options: {
  db: () => mongo.Db | undefined;
  bus: EventEmitter;
  /** Installs the forwarder of locally published events (content-bus's `setBusForwarder`). */
  setForwarder: (forward: ((name: BusEventName, payload: unknown) => void) | undefined) => void;
  intervalMs: number;
}): BusBridge {
  const origin = crypto.randomBytes(8).toString('hex');
  const collection = (at: number): mongo.Collection<Entry> | undefined =>
    options.db()?.collection<Entry>(busCollectionOf(at));
  const gateways = (): mongo.Collection<{ _id: string; seen: Date }> | undefined =>
    options.db()?.collection<{ _id: string; seen: Date }>(BUS_GATEWAYS);
  const seen = new Map<string, number>();
  let since = Date.now();
  let polling: Promise<number> | undefined;
  let lastCleanup = 0;
  let seq = 0;
  const writes = new Set<Promise<unknown>>();
  const track = (write: Promise<unknown>) => {
    const tracked = write.finally(() => writes.delete(tracked));
    writes.add(tracked);
  };

  let presentAt = -Infinity;
  const sayPresent = (at: number): Promise<unknown> | undefined => {
    const g = gateways();
    if (!g) return undefined;
    presentAt = at;
    const write = g
      .updateOne({ _id: origin }, { $set: { seen: new Date(at) } }, { upsert: true })
      .catch((error: unknown) => {
        presentAt = -Infinity; // said again on the next look
        logger.debug({ err: error }, 'bus presence not written');
      });
    track(write);
    return write;
  };
  sayPresent(Date.now());

  let pending: Entry[] = [];
  let batchTimer: NodeJS.Timeout | undefined;
  const writeBatch = () => {
    clearTimeout(batchTimer);
    batchTimer = undefined;
    const batch = pending;
    pending = [];
    // Each entry in its minute's collection (a batch can straddle two).
    const byMinute = new Map<string, Entry[]>();
    for (const entry of batch) {
      const name = busCollectionOf(entry.at);
      const entries = byMinute.get(name);
      if (entries) entries.push(entry);
      else byMinute.set(name, [entry]);
    }
    const db = options.db();
    if (!db) return;
    for (const [name, entries] of byMinute)
      track(
        db
          .collection<Entry>(name)
          .insertMany(entries, { ordered: true })
          .catch((error: unknown) => logger.debug({ err: error }, 'bus events not shared')),
      );
  };

  options.setForwarder((name, payload) => {
    if (!options.db()) return;
    pending.push({ _id: crypto.randomUUID(), origin, seq: seq++, name, payload, at: new Date() });
    if (!batchTimer) {
      batchTimer = setTimeout(writeBatch, WRITE_BATCH_MS);
      batchTimer.unref();
    }
  });

  const look = async (): Promise<number> => {
    const db = options.db();
    const g = gateways();
    if (!db || !g) return 0;
    const started = Date.now();
    if (started - presentAt >= PRESENCE_EVERY_MS) await sayPresent(started);
    if (started - lastCleanup > KEEP_MS / 2) {
      lastCleanup = started;
      // Minutes wholly older than KEEP_MS are dropped (no scan); a drop another gateway made first is fine.
      const oldest = Math.floor((started - KEEP_MS) / 60_000);
      const names = await db.listCollections({}, { nameOnly: true }).toArray();
      // `bus_events` itself is the one-collection log of gateways before 27 Nov 2026: left over.
      for (const { name } of names)
        if (name === BUS_COLLECTION || minuteOf(name) < oldest)
          await db.dropCollection(name).catch(() => undefined);
      await g.deleteMany({ seen: { $lt: new Date(started - GONE_MS) } });
    }
    // Alone: nobody else wrote (a gateway says it is there before it publishes anything).
    const others = await g
      .find(
        { _id: { $ne: origin }, seen: { $gt: new Date(started - PRESENT_MS) } },
        { projection: { _id: 1 } },
      )
      .limit(1)
      .toArray();
    if (!others.length) {
      since = started;
      return 0;
    }
    const from = since - WINDOW_MS;
    const entries: Entry[] = [];
    // The minutes since the last look (at most those still kept, after an outage).
    const first = Math.floor(Math.max(from, started - KEEP_MS) / 60_000);
    for (let minute = first; minute <= Math.floor(started / 60_000); minute++) {
      const c = collection(minute * 60_000)!;
      entries.push(
        ...(await c
          .find({ at: { $gt: new Date(from) }, origin: { $ne: origin } })
          .sort({ at: 1, seq: 1 })
          .limit(1000)
          .toArray()),
      );
    }
    let emitted = 0;
    for (const entry of entries) {
      if (seen.has(entry._id) || !BUS_EVENTS.includes(entry.name)) continue;
      seen.set(entry._id, entry.at.getTime());
      options.bus.emit(entry.name, entry.payload);
      emitted++;
    }
    since = started;
    for (const [id, at] of seen) if (at < since - 2 * WINDOW_MS) seen.delete(id);
    return emitted;
  };

  const poll = (): Promise<number> =>
    (polling ??= look()
      .catch((error: unknown) => {
        logger.debug({ err: error }, 'bus events not read');
        return 0;
      })
      .finally(() => {
        polling = undefined;
      }));

  const timer = options.intervalMs > 0 ? setInterval(() => void poll(), options.intervalMs) : undefined;
  timer?.unref();

  return {
    origin,
    poll,
    async flush() {
      writeBatch();
      await Promise.allSettled([...writes]);
    },
    async stop() {
      clearInterval(timer);
      options.setForwarder(undefined);
      writeBatch();
      await Promise.allSettled([polling, ...writes]);
      // Gone: the others need not look for this gateway's events any more.
      await gateways()
        ?.deleteOne({ _id: origin })
        .catch(() => undefined);
    },
  };
}
