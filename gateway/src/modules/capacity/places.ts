import { exclusive, sectionMark, sectionsFinished, writeMode } from '../../db/exclusive.ts';
import { toAppError } from '../../lib/errors.ts';
import { stepDone } from '../../lib/kill-switch.ts';
import { logger } from '../../lib/logger.ts';
import { addDays } from '../../lib/venue-time-input.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { PlacesModel } from './capacity.model.ts';

/**
 * The places taken in a slot are the guests of the bookings that hold them and of the waiting-list
 * offers that hold them: those documents are the truth, and what a slot has taken is a count of
 * them kept for speed, per area-day or event (`taken` per time):
 * - on a replica set, in `places`, changed in the same transaction as the documents;
 * - where one gateway owns the database, in that gateway's memory: counted from the truth at its
 *   start, before its first decision on places, changed with each decision, and counted again
 *   after a write that went unanswered and every few hours. Nothing of it is stored, so no kill
 *   can leave it wrong: the next start counts again.
 */
export type Taken = Record<string, number>;

/** An event's slot has no time ('event:<id>#'): its count is kept under '_' (a field needs a name). */
const splitKey = (key: string) => {
  const at = key.lastIndexOf('#');
  return { chain: key.slice(0, at), time: key.slice(at + 1) || '_' };
};
export const chainOf = (key: string) => splitKey(key).chain;

/** The owner's counts: every chain any booking or offer holds places of (a few per area-day). */
const owned = new Map<string, Taken>();
/** The owner's first count, which its first decision on places waits for. */
let counted: Promise<unknown> | undefined;

export async function takenOn(chain: string): Promise<Taken> {
  if (writeMode() === 'owner') {
    await (counted ??= recountPlaces({ all: true }));
    return owned.get(chain) ?? {};
  }
  const doc = await PlacesModel.findById(chain).lean<{ taken?: Taken }>();
  return doc?.taken ?? {};
}

export async function takenIn(key: string): Promise<number> {
  const { chain, time } = splitKey(key);
  return (await takenOn(chain))[time] ?? 0;
}

/** What a decision on places does with them (placesSection). */
export interface Places {
  /** Whether `delta` more places of the slot `key` are free under `limit`. */
  free(key: string, limit: number | null, delta: number): Promise<boolean>;
  /** Counts `delta` places of `key` taken (> 0) or given back (< 0). */
  count(key: string, delta: number): Promise<void>;
}

/**
 * A decision on the places of the chains of `slotKeys` (and on whatever `also` names, a booking),
 * together with the write of the document that holds or lets go of them (db/exclusive.ts). Places
 * are counted taken before that write and given back after it. A write that failed gives back what
 * was counted; one left unanswered (it may yet land) keeps it, and the chain is counted again.
 */
export function placesSection<T>(
  slotKeys: string[],
  also: string[],
  work: (places: Places) => Promise<T>,
  onDone?: (result: T) => void,
): Promise<T> {
  const chains = slotKeys.map(chainOf);
  return exclusive(
    [...chains, ...also],
    async () => {
      const changes: { key: string; delta: number }[] = [];
      const places: Places = {
        async free(key, limit, delta) {
          const { chain, time } = splitKey(key);
          return limit === null || ((await takenOn(chain))[time] ?? 0) + delta <= limit;
        },
        async count(key, delta) {
          const { chain, time } = splitKey(key);
          const taken = await takenOn(chain);
          if (writeMode() === 'owner') setTaken(chain, time, (taken[time] ?? 0) + delta);
          else
            await PlacesModel.updateOne(
              { _id: chain },
              { $inc: { [`taken.${time}`]: delta } },
              { upsert: true },
            );
          changes.push({ key, delta });
          stepDone(delta > 0 ? 'places-taken' : 'places-given-back');
        },
      };
      try {
        return await work(places);
      } catch (error) {
        if (writeMode() === 'owner') {
          if (toAppError(error).code === 'SERVICE_UNAVAILABLE') recountSoon();
          else
            for (const { key, delta } of changes) {
              const { chain, time } = splitKey(key);
              setTaken(chain, time, ((await takenOn(chain))[time] ?? 0) - delta);
            }
        }
        throw error;
      }
    },
    onDone,
  );
}

function setTaken(chain: string, time: string, value: number): void {
  owned.set(chain, { ...owned.get(chain), [time]: Math.max(0, value) });
}

/**
 * Takes (`delta` > 0) or gives back (< 0) places of the slot `key` together with `write`, the
 * write of the document that holds them (or lets them go): false, with nothing written, when they
 * are not free under `limit`.
 */
export function changePlaces<T>(
  change: { key: string; limit: number | null; delta: number },
  write: () => Promise<T>,
  onDone?: (result: T | false) => void,
): Promise<T | false> {
  return placesSection(
    [change.key],
    [],
    async (places) => {
      if (change.delta > 0) {
        if (!(await places.free(change.key, change.limit, change.delta))) return false;
        await places.count(change.key, change.delta);
      }
      const result = await write();
      if (change.delta < 0) await places.count(change.key, change.delta);
      return result;
    },
    onDone,
  );
}

// ---------- the owner's count ----------

/** Where the truth is read from: each holder of places (bookings, offers) says what it holds. */
type Holders = () => AsyncIterable<{ slot: string; guests: number }>;
const holders: Holders[] = [];
export function registerPlaceHolders(read: Holders): void {
  holders.push(read);
}

/** Area-days before yesterday are never booked again: they are not counted. */
const stillBookable = (chain: string, today: string) => {
  const date = /:(\d{4}-\d{2}-\d{2})$/.exec(chain)?.[1];
  return !date || date >= addDays(today, -1);
};

/**
 * Counts every bookable chain from the holders into this gateway's memory. A chain decided on
 * while the holders were read keeps its count (the next recount looks again); the first count
 * (`all`), which every decision on places waits for, takes all.
 */
export async function recountPlaces({ all = false } = {}): Promise<{ fixed: string[] }> {
  if (writeMode() !== 'owner') return { fixed: [] };
  const today = venueToday();
  const truth = new Map<string, Taken>();
  const marks = new Map<string, number | undefined>();
  const mark = (chain: string) => {
    if (!marks.has(chain)) marks.set(chain, sectionMark(chain));
  };
  for (const chain of owned.keys()) mark(chain);
  for (const read of holders)
    for await (const { slot, guests } of read()) {
      const { chain, time } = splitKey(slot);
      if (!stillBookable(chain, today)) continue;
      mark(chain);
      const taken = truth.get(chain) ?? {};
      taken[time] = (taken[time] ?? 0) + guests;
      truth.set(chain, taken);
    }
  const fixed: string[] = [];
  for (const [chain, before] of marks) {
    if (!stillBookable(chain, today)) {
      owned.delete(chain);
      continue;
    }
    const want = truth.get(chain) ?? {};
    const have = owned.get(chain) ?? {};
    const times = new Set([...Object.keys(want), ...Object.keys(have)]);
    if ([...times].every((t) => (want[t] ?? 0) === (have[t] ?? 0))) continue;
    // Busy when the truth was read, or decided on since: what was read may be out of date.
    if (!all && (before === undefined || sectionsFinished(chain) !== before)) continue;
    owned.set(chain, want);
    fixed.push(chain);
  }
  if (fixed.length && counted) logger.warn({ fixed }, 'places counted again from the bookings and offers');
  for (const hook of afterRecount) await hook();
  return { fixed };
}

/** Also run after each recount (the database answered): what a write left unknown is looked at. */
const afterRecount: (() => Promise<void>)[] = [];
export function onRecount(hook: () => Promise<void>): void {
  afterRecount.push(hook);
}

let soon: NodeJS.Timeout | undefined;
let again: NodeJS.Timeout | undefined;
/** After a write left unanswered: counted once the database is likely back, and a minute later. */
export function recountSoon(): void {
  const run = () =>
    recountPlaces().catch((err: unknown) => {
      logger.warn({ err }, 'counting places failed: tried again');
      recountSoon();
    });
  if (!soon)
    soon = setTimeout(() => {
      soon = undefined;
      void run();
    }, 5000).unref();
  clearTimeout(again);
  again = setTimeout(() => void run(), 60_000).unref();
}

const RECOUNT_EVERY_MS = 6 * 3600_000;
/** The owner counts at start (before its first decision on places), then every few hours. */
export function startRecounts(): { ready: Promise<unknown>; stop(): void } {
  owned.clear();
  counted = recountPlaces({ all: true });
  const ready = counted.catch((err: unknown) => {
    counted = undefined; // the first decision counts again
    logger.warn({ err }, 'counting places at start failed');
  });
  const timer = setInterval(() => void recountPlaces().catch(() => recountSoon()), RECOUNT_EVERY_MS).unref();
  return {
    ready,
    stop: () => {
      clearInterval(timer);
      clearTimeout(soon);
      clearTimeout(again);
      soon = again = undefined;
    },
  };
}
