import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { insertEachOnce, isDuplicateKey, writeWhenAvailable } from '../../db/connect.ts';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { normaliseIp } from '../../lib/net.ts';
import { SlotLimiter, type Rule, type SlotStore, type Verdict } from './limiter.ts';
import { LimitSlotModel } from './limits.model.ts';
import { tooManyMessage, type Language } from './limits.messages.ts';

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Who sends a public write: the address Express derived under TRUST_PROXY, and their language. */
export interface Client {
  ip?: string;
  /** The form's `language`, else the best of `vi`/`en` in Accept-Language. */
  language?: Language;
}

/** The form's own `language` when it sent one, else the caller's (Accept-Language), else Vietnamese. */
export function pickLanguage(input: unknown, fallback?: Language): Language {
  const language = (input as { language?: unknown } | null | undefined)?.language;
  if (language === 'vi' || language === 'en') return language;
  return fallback ?? 'vi';
}

/** The caller of a REST route as a public write sees it. */
export function clientOf(req: {
  ip?: string;
  acceptsLanguages(...languages: string[]): string | false;
}): Client {
  return { ip: req.ip, language: req.acceptsLanguages('vi', 'en') === 'en' ? 'en' : 'vi' };
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

let ttlIndexes: Promise<unknown> | undefined;
let prunedAt = 0;
/** MongoDB expires old slots and markers by TTL index; FerretDB v1 refuses one, so prune too. */
function prune(now: number): void {
  ttlIndexes ??= LimitSlotModel.collection
    .createIndex({ expireAt: 1 }, { expireAfterSeconds: 0 })
    .catch(() => undefined);
  if (now - prunedAt < MINUTE) return;
  prunedAt = now;
  const expired = { expireAt: mongoose.trusted({ $lte: new Date(now) }) };
  LimitSlotModel.deleteMany(expired).catch((err: unknown) =>
    logger.warn({ err }, 'pruning the limit counters failed'),
  );
}

/** The shared database's slots, written through database restarts like the bookings are. */
export const databaseSlots: SlotStore = {
  async insert(slots) {
    prune(Date.now());
    return writeWhenAvailable(async () => {
      // Unordered: every slot is tried, a taken one reported on its own.
      const taken = await insertEachOnce(
        () =>
          LimitSlotModel.collection.insertMany(
            slots.map(({ id, expireAt, targetId }) => ({
              _id: id as never,
              expireAt,
              ...(targetId ? { targetId } : {}),
            })),
            { ordered: false },
          ),
        slots.length,
      );
      return slots.map((_, i) => !taken.has(i));
    });
  },
  async exists(id) {
    return Boolean(await LimitSlotModel.collection.findOne({ _id: id as never }, { projection: { _id: 1 } }));
  },
};

let clock: () => number = Date.now;
let limiter = new SlotLimiter(databaseSlots, clock);
/** Tests drive the windows with their own clock (and start from an empty memory). */
export function setLimiterClock(now: () => number = Date.now): void {
  clock = now;
  limiter = new SlotLimiter(databaseSlots, now);
}

function rules(email: string, ip: string | undefined): Rule[] {
  const l = runtimeConfig().limits;
  const mail = `pw:e:${sha256(email)}`;
  return [
    ...(ip
      ? [
          { key: `pw:a:${ip}:m`, limit: l.addressPerMinute, windowMs: MINUTE },
          { key: `pw:a:${ip}:h`, limit: l.addressPerHour, windowMs: HOUR },
        ]
      : []),
    { key: `${mail}:10m`, limit: l.emailPer10Minutes, windowMs: 10 * MINUTE },
    { key: `${mail}:d`, limit: l.emailPerDay, windowMs: 24 * HOUR },
  ];
}

function refusal(verdict: Verdict & { allowed: false }, client: Client): AppError {
  const seconds = verdict.retryAfterSeconds;
  return new AppError('TOO_MANY_REQUESTS', tooManyMessage(client.language ?? 'vi', seconds), {
    retryAfterSeconds: seconds,
  });
}

/**
 * The refusal for an address already known (on this gateway) to be over its limits, without
 * reading the body or the database: the gateway sheds a flood before its middleware stack.
 */
export function refuseKnownAddress(client: Client): AppError | undefined {
  const ip = normaliseIp(client.ip);
  if (!ip) return undefined;
  const known = limiter.knownFull(rules('', ip).filter((rule) => rule.key.startsWith('pw:a:')));
  return known && !known.allowed ? refusal(known, client) : undefined;
}

/** Whether the venue-wide ceiling of the current hour has been reached (for the staff's warning). */
export async function venueCeilingReached(): Promise<boolean> {
  const { venuePerHour } = runtimeConfig().limits;
  const start = Math.floor(clock() / HOUR) * HOUR;
  return databaseSlots.exists(`pw:venue:h:${start}:${venuePerHour}`);
}

/**
 * Counts one attempt of `kind` (e.g. a password-reset request) per email named and per client
 * address, in the same shared slots as the public forms; past either limit (per hour) it answers
 * 429 with Retry-After in the caller's language. Known-full windows are refused from memory.
 */
export async function limitAttempt({
  kind,
  email,
  client,
  perEmailPerHour,
  perAddressPerHour,
}: {
  kind: string;
  email: string;
  client: Client;
  perEmailPerHour: number;
  perAddressPerHour: number;
}): Promise<void> {
  const ip = normaliseIp(client.ip);
  const attemptRules: Rule[] = [
    { key: `${kind}:e:${sha256(email)}`, limit: perEmailPerHour, windowMs: HOUR },
    ...(ip ? [{ key: `${kind}:a:${ip}`, limit: perAddressPerHour, windowMs: HOUR }] : []),
  ];
  const verdict = await limiter.take(attemptRules);
  if (!verdict.allowed) throw refusal(verdict, client);
}

let honeypotHits = 0;
/** A bot filled the hidden field: counted and logged, then answered like a success by the caller. */
export function countHoneypot(kind: string, client: Client): void {
  honeypotHits += 1;
  logger.warn({ kind, ip: normaliseIp(client.ip), honeypotHits }, 'honeypot filled: submission dropped');
}
export function honeypotCount(): number {
  return honeypotHits;
}

/** Why a hold taken beside the limits is given back: the write was a copy, refused, or not stored. */
type GiveBackWhy = 'copy' | 'refused' | 'unstored';

/**
 * Refuses at once, from memory, a sender this gateway already knows to be over a limit: a flood
 * is answered before it touches anything shared (a slot's places, say). `storeOnce` checks again.
 */
export function refuseKnownSender(email: string, client: Client, input: unknown): void {
  const known = limiter.knownFull(rules(email, normaliseIp(client.ip)));
  if (known && !known.allowed)
    throw refusal(known, { ...client, language: pickLanguage(input, client.language) });
}

/**
 * Stores a public submission (booking, contact message, every public write added later) once and
 * within the limits. Known over-limit senders are refused from memory. Otherwise one insert claims
 * the sender's slots (address, email, venue) and marks the submission (a hash of `parts`, for the
 * duplicate window): a copy of one stored within the window (double click, retry after a timeout)
 * returns the first one's document, waiting briefly while its write is still under way; a write
 * over a limit is refused with 429 in the sender's language; past the venue-wide ceiling it is
 * stored with `mailHeld`. Copies count against the limits too (an attempt counts).
 * `check` runs the service's own checks before `create`. The id is chosen by the caller, so that
 * `create` can be tried again through a database restart without storing twice.
 */
export async function storeOnce<T>({
  kind,
  parts,
  id,
  email,
  client,
  load,
  check,
  create,
  hold,
}: {
  kind: string;
  parts: unknown[];
  id: string;
  email: string;
  client: Client;
  load: (id: string) => Promise<T | null>;
  check?: () => Promise<void>;
  create: (admitted: { mailHeld: boolean }) => Promise<T>;
  /**
   * Something taken for the write alongside the limits (a slot's places), given back when the
   * write is refused, turns out a copy, or fails: two round trips at once instead of in turn.
   */
  hold?: { take: () => Promise<void>; giveBack: (why: GiveBackWhy) => Promise<void> };
}): Promise<{ doc: T; copy: boolean }> {
  const ip = normaliseIp(client.ip);
  const { venuePerHour, duplicateWindowSeconds } = runtimeConfig().limits;
  const senderRules = rules(email, ip);
  const known = limiter.knownFull(senderRules);
  if (known && !known.allowed) throw refusal(known, client);

  const now = clock();
  const marker = duplicateWindowSeconds
    ? {
        id: `dup:${kind}:${sha256(JSON.stringify(parts))}`,
        expireAt: new Date(now + duplicateWindowSeconds * 1000),
        targetId: id,
      }
    : undefined;
  const venue = { key: 'pw:venue:h', limit: venuePerHour, windowMs: HOUR, soft: true };
  let holdError: unknown;
  const holding = hold?.take().then(
    () => true,
    (error: unknown) => {
      holdError = error;
      return false;
    },
  );
  let unheld = false;
  /** Waits for the hold; gives it back (`why`) when it was taken, once. */
  const unhold = async (why: GiveBackWhy) => {
    if (unheld) return;
    unheld = true;
    if (hold && (await holding)) await hold.giveBack(why);
  };
  try {
    return await admitAndStore();
  } catch (error) {
    await unhold('unstored');
    throw error;
  }

  async function admitAndStore(): Promise<{ doc: T; copy: boolean }> {
    const verdict = await limiter.take([...senderRules, venue], marker ? [marker] : []);
    let marked = Boolean(verdict.riders?.[0]);
    if (marker && !marked && verdict.riders) {
      const first = await LimitSlotModel.collection.findOne<{ targetId?: string; expireAt: Date }>({
        _id: marker.id as never,
      });
      if (first?.targetId && first.targetId !== id && first.expireAt.getTime() > now) {
        const deadline = Date.now() + 3000;
        for (;;) {
          const doc = await load(first.targetId);
          if (doc) {
            await unhold('copy');
            return { doc, copy: true };
          }
          // Its write failed (or never ends): this one is stored instead.
          if (Date.now() >= deadline) break;
          await new Promise((r) => setTimeout(r, 25));
        }
      }
      // Left past its window (no TTL index on FerretDB), or its write failed: claim it afresh.
      await LimitSlotModel.collection.deleteOne({ _id: marker.id as never, targetId: first?.targetId });
      [marked] = await databaseSlots.insert([marker]);
    }
    const release = async () => {
      if (marked)
        await LimitSlotModel.collection
          .deleteOne({ _id: marker!.id as never, targetId: id })
          .catch(() => undefined);
    };
    if (!verdict.allowed) {
      await Promise.all([release(), unhold('refused')]);
      // Logged once per window that fills: later refusals come from memory, unlogged (a flood).
      logger.info({ ip, limit: verdict.rule.key.split(':').slice(0, 3).join(':') }, 'public write refused');
      throw refusal(verdict, client);
    }
    if (verdict.over) logger.warn('venue-wide hourly ceiling of public writes reached: mails are held');
    if (holding && !(await holding)) {
      await release();
      throw holdError;
    }
    try {
      await check?.();
      const doc = await writeWhenAvailable(async () => {
        try {
          return await create({ mailHeld: verdict.over });
        } catch (error) {
          const stored = isDuplicateKey(error) ? await load(id) : null;
          if (stored) return stored;
          throw error;
        }
      });
      return { doc, copy: false };
    } catch (error) {
      // The next copy is a first again.
      await Promise.all([release(), unhold('unstored')]);
      throw error;
    }
  }
}
