import { LRUCache } from 'lru-cache';
import { exclusive, sectionMark, sectionsFinished, writeMode } from '../../db/exclusive.ts';
import { toAppError } from '../../lib/errors.ts';
import { stepDone } from '../../lib/kill-switch.ts';
import { logger } from '../../lib/logger.ts';
import { addDays } from '../../lib/venue-time-input.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { PlacesModel } from './capacity.model.ts';

/**
 * The places taken in a slot are the guests of the bookings that hold them and of the waiting-list
 * offers that hold them: those documents are the truth. `places` (one document per area-day or
 * event, `taken` per time) is a count kept for speed, changed in the same decision as the document
 * (db/exclusive.ts) and recounted from the truth at start, after a failed write, and every few
 * hours. On the embedded database a crash between the two writes leaves the count too high, never
 * too low: places are taken before the document that holds them is written and given back after
 * the document that let them go. Too high only hides places until the next recount.
 */
export type Taken = Record<string, number>;

/** An event's slot has no time ('event:<id>#'): its count is kept under '_' (a field needs a name). */
const splitKey = (key: string) => {
  const at = key.lastIndexOf('#');
  return { chain: key.slice(0, at), time: key.slice(at + 1) || '_' };
};
export const chainOf = (key: string) => splitKey(key).chain;

/** The owner's copy of what it last wrote (it is the only writer); dropped with any failed write. */
const known = new LRUCache<string, Taken>({ max: 5000 });

export async function takenOn(chain: string): Promise<Taken> {
  const cached = writeMode() === 'owner' ? known.get(chain) : undefined;
  if (cached) return cached;
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
 * together with the write of the document that holds or lets go of them (db/exclusive.ts). The
 * document's write decides; places are counted taken before it and given back after it, so that
 * a kill in between leaves a count too high (hidden places until the recount), never too low.
 * A write that failed gives back at once what it counted; one left unanswered (it may yet land)
 * is left to the recount.
 */
export function placesSection<T>(
  slotKeys: string[],
  also: string[],
  work: (places: Places) => Promise<T>,
  onDone?: (result: T) => void,
): Promise<T> {
  const chains = slotKeys.map(chainOf);
  return exclusive([...chains, ...also], async () => {
    const counted: { key: string; delta: number }[] = [];
    const places: Places = {
      async free(key, limit, delta) {
        const { chain, time } = splitKey(key);
        return limit === null || ((await takenOn(chain))[time] ?? 0) + delta <= limit;
      },
      async count(key, delta) {
        const { chain, time } = splitKey(key);
        const taken = await takenOn(chain);
        await PlacesModel.updateOne({ _id: chain }, { $inc: { [`taken.${time}`]: delta } }, { upsert: true });
        counted.push({ key, delta });
        stepDone(delta > 0 ? 'places-taken' : 'places-given-back');
        known.set(chain, { ...taken, [time]: Math.max(0, (taken[time] ?? 0) + delta) });
      },
    };
    try {
      return await work(places);
    } catch (error) {
      for (const chain of chains) known.delete(chain);
      if (writeMode() === 'owner') {
        if (toAppError(error).code === 'SERVICE_UNAVAILABLE') recountSoon();
        else
          for (const { key, delta } of counted) {
            const { chain, time } = splitKey(key);
            await PlacesModel.updateOne({ _id: chain }, { $inc: { [`taken.${time}`]: -delta } }).catch(() =>
              recountSoon(),
            );
          }
      }
      throw error;
    }
  }, onDone);
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
  return placesSection([change.key], [], async (places) => {
    if (change.delta > 0) {
      if (!(await places.free(change.key, change.limit, change.delta))) return false;
      await places.count(change.key, change.delta);
    }
    const result = await write();
    if (change.delta < 0) await places.count(change.key, change.delta);
    return result;
  }, onDone);
}

// ---------- the recount ----------

/** Where the truth is read from: each holder of places (bookings, offers) says what it holds. */
type Holders = () => AsyncIterable<{ slot: string; guests: number }>;
const holders: Holders[] = [];
export function registerPlaceHolders(read: Holders): void {
  holders.push(read);
}

/** Area-days before yesterday are never booked again: their counts are left as they are. */
const stillBookable = (chain: string, today: string) => {
  const date = /:(\d{4}-\d{2}-\d{2})$/.exec(chain)?.[1];
  return !date || date >= addDays(today, -1);
};

/**
 * Recounts every bookable chain from the holders and writes the counts that differ. A chain a
 * section changed while the holders were read keeps its count (the next recount looks again).
 */
export async function recountPlaces(): Promise<{ fixed: string[] }> {
  // With transactions a count changes with its documents or not at all.
  if (writeMode() !== 'owner') return { fixed: [] };
  const today = venueToday();
  const truth = new Map<string, Taken>();
  const marks = new Map<string, number | undefined>();
  const mark = (chain: string) => {
    if (!marks.has(chain)) marks.set(chain, sectionMark(chain));
  };
  const stored = await PlacesModel.find({}).lean<{ _id: string; taken?: Taken }[]>();
  for (const doc of stored) mark(doc._id);
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
  const storedOf = new Map(stored.map((d) => [d._id, d.taken ?? {}]));
  for (const [chain, before] of marks) {
    if (!stillBookable(chain, today)) continue;
    const want = truth.get(chain) ?? {};
    const have = storedOf.get(chain) ?? {};
    const times = new Set([...Object.keys(want), ...Object.keys(have)]);
    if ([...times].every((t) => (want[t] ?? 0) === (have[t] ?? 0))) continue;
    await exclusive([chain], async () => {
      // Busy when the truth was read, or changed since: what was read may be out of date.
      if (before === undefined || sectionsFinished(chain) !== before) return;
      await PlacesModel.updateOne({ _id: chain }, { $set: { taken: want } }, { upsert: true });
      known.set(chain, want);
      fixed.push(chain);
    });
  }
  if (fixed.length) logger.warn({ fixed }, 'places recounted from the bookings and offers that hold them');
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
/** After a failed write: recounted once the database is likely back, and once more a minute later. */
export function recountSoon(): void {
  const run = () =>
    recountPlaces().catch((err: unknown) => {
      logger.warn({ err }, 'recounting places failed: tried again');
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
/** At start (the last stop may have been a crash), then every few hours. */
export function startRecounts(): { stop(): void } {
  const run = () =>
    void recountPlaces().catch((err: unknown) => {
      logger.warn({ err }, 'recounting places failed');
      recountSoon();
    });
  run();
  const timer = setInterval(run, RECOUNT_EVERY_MS).unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearTimeout(soon);
      clearTimeout(again);
      soon = again = undefined;
    },
  };
}
