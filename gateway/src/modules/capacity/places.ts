import { exclusive, writeMode } from '../../db/exclusive.ts';
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
  /** Takes `delta` places of the slot `key` when they are free under `limit`; false when not. */
  take(key: string, limit: number | null, delta: number): Promise<boolean>;
  /** Gives `delta` places of the slot `key` back. */
  give(key: string, delta: number): Promise<void>;
}

/** Decisions running on each chain, and how many have finished: a recount trusts a quiet chain. */
const running = new Map<string, number>();
const finished = new Map<string, number>();
const quietMark = (chain: string) => (running.get(chain) ? undefined : (finished.get(chain) ?? 0));

/**
 * A decision on the places of the chains of `slotKeys`, together with the write of the document
 * that holds or lets go of them, alone among the decisions on `also` (a booking, an entry). On a
 * replica set all of it is one transaction, its count in `places`. On the owner the count is its
 * memory, checked and changed in one synchronous step (no other decision can run between), so
 * decisions on one slot write their documents side by side: places are taken before the document
 * is written and given back after the one that lets them go. A write that failed gives back what
 * it took; one left unanswered (it may yet land) keeps it, and the chain is counted again.
 */
export async function placesSection<T>(
  slotKeys: string[],
  also: string[],
  work: (places: Places) => Promise<T>,
  onDone?: (result: T) => void,
): Promise<T> {
  const chains = slotKeys.map(chainOf);
  if (writeMode() !== 'owner') return exclusive([...chains, ...also], () => work(inTransaction), onDone);
  await takenOn(''); // the first count
  for (const chain of chains) running.set(chain, (running.get(chain) ?? 0) + 1);
  const changes: { chain: string; time: string; delta: number }[] = [];
  const change = (key: string, delta: number) => {
    const { chain, time } = splitKey(key);
    setTaken(chain, time, delta);
    changes.push({ chain, time, delta });
    stepDone(delta > 0 ? 'places-taken' : 'places-given-back');
  };
  const places: Places = {
    // Synchronous to the end: checked and taken in one step of the event loop.
    take: async (key, limit, delta) => {
      const { chain, time } = splitKey(key);
      if (limit !== null && (owned.get(chain)?.[time] ?? 0) + delta > limit) return false;
      change(key, delta);
      return true;
    },
    give: async (key, delta) => change(key, -delta),
  };
  return exclusive(
    also,
    async () => {
      try {
        return await work(places);
      } catch (error) {
        if (toAppError(error).code === 'SERVICE_UNAVAILABLE') recountSoon();
        else for (const { chain, time, delta } of changes.splice(0)) setTaken(chain, time, -delta);
        throw error;
      } finally {
        for (const chain of chains) {
          running.set(chain, (running.get(chain) ?? 1) - 1);
          finished.set(chain, (finished.get(chain) ?? 0) + 1);
        }
      }
    },
    onDone,
  );
}

/** Adds `delta` to what the owner counts taken in a chain's time slot. */
function setTaken(chain: string, time: string, delta: number): void {
  owned.set(chain, { ...owned.get(chain), [time]: Math.max(0, (owned.get(chain)?.[time] ?? 0) + delta) });
}

/** The count in `places`, in the transaction: its update orders two gateways' decisions. */
const inTransaction: Places = {
  async take(key, limit, delta) {
    const { chain, time } = splitKey(key);
    if (limit !== null && ((await takenOn(chain))[time] ?? 0) + delta > limit) return false;
    await PlacesModel.updateOne({ _id: chain }, { $inc: { [`taken.${time}`]: delta } }, { upsert: true });
    return true;
  },
  async give(key, delta) {
    const { chain, time } = splitKey(key);
    await PlacesModel.updateOne({ _id: chain }, { $inc: { [`taken.${time}`]: -delta } }, { upsert: true });
  },
};

/**
 * Takes (`delta` > 0) or gives back (< 0) places of the slot `key` together with `write`, the
 * write of the document that holds them (or lets them go), alone among the decisions on `also`:
 * false, with nothing written, when they are not free under `limit`.
 */
export function changePlaces<T>(
  change: { key: string; limit: number | null; delta: number },
  write: () => Promise<T>,
  onDone?: (result: T | false) => void,
  also: string[] = [],
): Promise<T | false> {
  return placesSection(
    [change.key],
    also,
    async (places) => {
      if (change.delta > 0 && !(await places.take(change.key, change.limit, change.delta))) return false;
      const result = await write();
      if (change.delta < 0) await places.give(change.key, -change.delta);
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
    if (!marks.has(chain)) marks.set(chain, quietMark(chain));
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
  let busy = false;
  for (const [chain, before] of marks) {
    if (!stillBookable(chain, today)) {
      owned.delete(chain);
      continue;
    }
    const want = truth.get(chain) ?? {};
    const have = owned.get(chain) ?? {};
    const times = new Set([...Object.keys(want), ...Object.keys(have)]);
    if ([...times].every((t) => (want[t] ?? 0) === (have[t] ?? 0))) continue;
    // Busy when the truth was read, or decided on since: what was read may be out of date, so
    // it is counted again shortly, until it differs no more.
    if (!all && (before === undefined || quietMark(chain) !== before)) {
      busy = true;
      continue;
    }
    owned.set(chain, want);
    fixed.push(chain);
  }
  if (fixed.length && counted) logger.warn({ fixed }, 'places counted again from the bookings and offers');
  if (busy) recountSoon();
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
export function startRecounts(): { stop(): void } {
  owned.clear();
  counted = recountPlaces({ all: true });
  counted.catch((err: unknown) => {
    counted = undefined; // the first decision counts again
    logger.warn({ err }, 'counting places at start failed');
  });
  const timer = setInterval(() => void recountPlaces().catch(() => recountSoon()), RECOUNT_EVERY_MS).unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearTimeout(soon);
      clearTimeout(again);
      soon = again = undefined;
    },
  };
}
