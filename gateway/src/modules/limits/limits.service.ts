import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { isDuplicateKey, writeWhenAvailable } from '../../db/connect.ts';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { normaliseIp } from '../auth/rate-limit.ts';
import { SlotLimiter, type Rule, type SlotStore, type Verdict } from './limiter.ts';
import { LimitSlotModel, RecentSubmissionModel } from './limits.model.ts';
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
  ttlIndexes ??= Promise.all(
    [LimitSlotModel, RecentSubmissionModel].map((model) =>
      model.collection.createIndex({ expireAt: 1 }, { expireAfterSeconds: 0 }).catch(() => undefined),
    ),
  );
  if (now - prunedAt < MINUTE) return;
  prunedAt = now;
  const expired = { expireAt: mongoose.trusted({ $lte: new Date(now) }) };
  void Promise.all([LimitSlotModel.deleteMany(expired), RecentSubmissionModel.deleteMany(expired)]).catch(
    (err) => logger.warn({ err }, 'pruning the limit counters failed'),
  );
}

/** The shared database's slots, written through database restarts like the bookings are. */
export const databaseSlots: SlotStore = {
  async insert(slots) {
    prune(Date.now());
    return writeWhenAvailable(async () => {
      const taken = new Set<number>();
      try {
        // Unordered: every slot is tried, a taken one reported on its own.
        await LimitSlotModel.collection.insertMany(
          slots.map(({ id, expireAt }) => ({ _id: id as never, expireAt })),
          { ordered: false },
        );
      } catch (error) {
        const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
        const errors = (Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : []) as {
          index: number;
          code?: number;
          err?: { code?: number };
        }[];
        if (!errors.length) {
          if (!isDuplicateKey(error) || slots.length !== 1) throw error;
          taken.add(0);
        }
        for (const e of errors) {
          if ((e.code ?? e.err?.code) !== 11000) throw error;
          taken.add(e.index);
        }
      }
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
 * Refuses a public write at once, from this gateway's memory, when the sender's address or email
 * is known to be over its limit: a flood costs no database work. Copies of a stored submission
 * do not count, so a visitor's retry is refused only after that many distinct ones.
 */
export function refuseKnownOverLimit({ email, client }: { email: string; client: Client }): void {
  const ip = normaliseIp(client.ip);
  const verdict = limiter.knownFull(rules(email, ip));
  if (verdict && !verdict.allowed) throw refusal(verdict, client);
}

/**
 * Admits one public write (booking, contact message, later ones alike) or refuses it with 429 in
 * the sender's language. Past the venue-wide hourly ceiling it is admitted with `mailHeld`: stored,
 * but its mails wait for staff.
 */
export async function admitPublicWrite({
  email,
  client,
}: {
  email: string;
  client: Client;
}): Promise<{ mailHeld: boolean }> {
  const ip = normaliseIp(client.ip);
  const venue = { key: 'pw:venue:h', limit: runtimeConfig().limits.venuePerHour, windowMs: HOUR, soft: true };
  const verdict = await limiter.take([...rules(email, ip), venue]);
  if (!verdict.allowed) {
    // Logged once per window that fills: later refusals come from memory, unlogged (a flood).
    logger.info({ ip, limit: verdict.rule.key.split(':').slice(0, 3).join(':') }, 'public write refused');
    throw refusal(verdict, client);
  }
  if (verdict.over) logger.warn('venue-wide hourly ceiling of public writes reached: mails are held');
  return { mailHeld: verdict.over };
}

/** Whether the venue-wide ceiling of the current hour has been reached (for the staff's warning). */
export async function venueCeilingReached(): Promise<boolean> {
  const { venuePerHour } = runtimeConfig().limits;
  const start = Math.floor(clock() / HOUR) * HOUR;
  return databaseSlots.exists(`pw:venue:h:${start}:${venuePerHour}`);
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

const submissionId = (kind: string, parts: unknown[]) => `${kind}:${sha256(JSON.stringify(parts))}`;

/**
 * Marks `id` as the first of the identical submissions `parts` describe for the duplicate window.
 * Returns undefined when it is the first, else the id stored for the first one.
 */
async function claimSubmission(kind: string, parts: unknown[], id: string): Promise<string | undefined> {
  const windowSeconds = runtimeConfig().limits.duplicateWindowSeconds;
  if (windowSeconds === 0) return undefined;
  const _id = submissionId(kind, parts);
  const now = Date.now();
  prune(now);
  const expireAt = new Date(now + windowSeconds * 1000);
  for (let attempt = 0; attempt < 2; attempt++) {
    const stored = await writeWhenAvailable(async () => {
      try {
        await RecentSubmissionModel.collection.insertOne({ _id: _id as never, targetId: id, expireAt });
        return undefined;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return RecentSubmissionModel.collection.findOne<{ targetId: string; expireAt: Date }>({
          _id: _id as never,
        });
      }
    });
    if (!stored || stored.targetId === id) return undefined;
    if (stored.expireAt.getTime() > now) return stored.targetId;
    // Left over past its window (no TTL index on FerretDB): remove it and claim again.
    await RecentSubmissionModel.collection.deleteOne({ _id: _id as never, targetId: stored.targetId });
  }
  return undefined;
}

/**
 * Stores a public submission once: a copy of one stored within the duplicate window (double click,
 * retry after a timeout) returns the first one's document, waiting briefly while its write is
 * still under way, and is neither limited nor counted. A first runs `admit` (limits, checks), then
 * `create`. The id is chosen by the caller, so that `create` can be tried again through a
 * database restart without storing twice: a duplicate key with that id means a try was stored.
 */
export async function storeOnce<T, A>({
  kind,
  parts,
  id,
  load,
  admit,
  create,
}: {
  kind: string;
  parts: unknown[];
  id: string;
  load: (id: string) => Promise<T | null>;
  admit: () => Promise<A>;
  create: (admitted: A) => Promise<T>;
}): Promise<{ doc: T; copy: boolean }> {
  const firstId = await claimSubmission(kind, parts, id);
  if (firstId) {
    const deadline = Date.now() + 3000;
    for (;;) {
      const first = await load(firstId);
      if (first) return { doc: first, copy: true };
      // Its write failed (or never ends): store this one.
      if (Date.now() >= deadline) break;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  try {
    const admitted = await admit();
    const doc = await writeWhenAvailable(async () => {
      try {
        return await create(admitted);
      } catch (error) {
        const stored = isDuplicateKey(error) ? await load(id) : null;
        if (stored) return stored;
        throw error;
      }
    });
    return { doc, copy: false };
  } catch (error) {
    // Refused or failed: the next copy is a first again.
    await RecentSubmissionModel.collection
      .deleteOne({ _id: submissionId(kind, parts) as never, targetId: id })
      .catch(() => undefined);
    throw error;
  }
}
