import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { LRUCache } from 'lru-cache';
import {
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { isDuplicateKey } from '../../db/connect.ts';
import { writeMode } from '../../db/exclusive.ts';
import { AppError, databaseUnavailable } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { normaliseIp } from '../../lib/net.ts';
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

/** At most `limit` hits per `windowMs` for `key`; `soft`: counted, but past it only marked `over`. */
interface Rule {
  key: string;
  limit: number;
  windowMs: number;
  soft?: boolean;
}

/**
 * One rate-limiter-flexible limiter per limit and window: in this process's memory where this
 * gateway owns the database (db/exclusive.ts), in MongoDB (atomic upserts) where several share it.
 */
const limiters = new Map<string, RateLimiterAbstract>();
function limiterOf(rule: Rule): RateLimiterAbstract {
  const id = `${rule.limit}:${rule.windowMs}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const options = {
      points: rule.limit,
      duration: rule.windowMs / 1000,
      keyPrefix: `pw${id.replace(':', '_')}`,
    };
    limiter =
      writeMode() === 'owner'
        ? new RateLimiterMemory(options)
        : new RateLimiterMongo({
            ...options,
            storeClient: mongoose.connection.getClient(),
            dbName: mongoose.connection.name,
            tableName: 'rate_limits',
          });
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Windows this gateway saw fill, until they end: a flood is refused without touching anything. */
const knownFull = new LRUCache<string, true>({ max: 100_000 });

/** Tests: every window starts empty. */
export function resetLimiters(): void {
  limiters.clear();
  knownFull.clear();
}

type Verdict = { allowed: true; over: boolean } | { allowed: false; retryAfterSeconds: number };

function fromMemory(rules: Rule[]): Verdict | undefined {
  let wait = 0;
  for (const rule of rules)
    if (!rule.soft && knownFull.has(rule.key)) wait = Math.max(wait, knownFull.getRemainingTTL(rule.key));
  return wait > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) } : undefined;
}

/** One hit against every rule (an attempt counts, refused or not); the longest wait refuses. */
async function hit(rules: Rule[]): Promise<Verdict> {
  const known = fromMemory(rules);
  if (known) return known;
  let wait = 0;
  let over = false;
  await Promise.all(
    rules.map(async (rule) => {
      try {
        await limiterOf(rule).consume(rule.key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw databaseUnavailable();
        if (rule.soft) over = true;
        else {
          knownFull.set(rule.key, true, { ttl: Math.max(1, error.msBeforeNext) });
          wait = Math.max(wait, error.msBeforeNext);
        }
      }
    }),
  );
  return wait > 0
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
    : { allowed: true, over };
}

function rules(email: string, ip: string | undefined): Rule[] {
  const l = runtimeConfig().limits;
  const mail = `e:${sha256(email)}`;
  return [
    ...(ip
      ? [
          { key: `a:${ip}:m`, limit: l.addressPerMinute, windowMs: MINUTE },
          { key: `a:${ip}:h`, limit: l.addressPerHour, windowMs: HOUR },
        ]
      : []),
    { key: `${mail}:10m`, limit: l.emailPer10Minutes, windowMs: 10 * MINUTE },
    { key: `${mail}:d`, limit: l.emailPerDay, windowMs: 24 * HOUR },
  ];
}

const venueRule = (): Rule => ({
  key: 'venue',
  limit: runtimeConfig().limits.venuePerHour,
  windowMs: HOUR,
  soft: true,
});

function refusal(verdict: { retryAfterSeconds: number }, client: Client): AppError {
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
  const known = fromMemory(rules('', ip).filter((rule) => rule.key.startsWith('a:')));
  return known && !known.allowed ? refusal(known, client) : undefined;
}

/** Whether the venue-wide ceiling of the current hour has been reached (for the staff's warning). */
export async function venueCeilingReached(): Promise<boolean> {
  const rule = venueRule();
  const state = await limiterOf(rule).get(rule.key);
  return (state?.consumedPoints ?? 0) >= rule.limit;
}

/**
 * Counts one attempt of `kind` (e.g. a password-reset request) per email named and per client
 * address; past either limit (per hour) it answers 429 with Retry-After in the caller's language.
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
  const verdict = await hit([
    { key: `${kind}:e:${sha256(email)}`, limit: perEmailPerHour, windowMs: HOUR },
    ...(ip ? [{ key: `${kind}:a:${ip}`, limit: perAddressPerHour, windowMs: HOUR }] : []),
  ]);
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

/**
 * Refuses at once, from memory, a sender this gateway already knows to be over a limit: a flood
 * is answered before it touches anything shared (a slot's places, say).
 */
export function refuseKnownSender(email: string, client: Client, input: unknown): void {
  const known = fromMemory(rules(email, normaliseIp(client.ip)));
  if (known && !known.allowed)
    throw refusal(known, { ...client, language: pickLanguage(input, client.language) });
}

/**
 * Stores a public submission (booking, waiting-list entry, contact message) once and within the
 * limits: each attempt counts against the sender's address and email (429 in their language past
 * a limit) and the venue's hour (past it the submission is stored with `mailHeld`). Within the
 * duplicate window the same submission (a hash of `parts`) carries the same `dup`, a unique key of
 * its collection: a copy (double click, retry after a timeout) fails on it and gets the first.
 * The window is a fixed one, so two copies on either side of its edge are stored both.
 */
export async function storeOnce<T>({
  kind,
  parts,
  email,
  client,
  findCopy,
  create,
}: {
  kind: string;
  parts: unknown[];
  email: string;
  client: Client;
  findCopy: (dup: string) => Promise<T | null>;
  create: (admitted: { mailHeld: boolean; dup?: string }) => Promise<T>;
}): Promise<{ doc: T; copy: boolean }> {
  const verdict = await hit([...rules(email, normaliseIp(client.ip)), venueRule()]);
  if (!verdict.allowed) {
    logger.info({ ip: normaliseIp(client.ip) }, 'public write refused');
    throw refusal(verdict, client);
  }
  if (verdict.over) logger.warn('venue-wide hourly ceiling of public writes reached: mails are held');
  const windowMs = runtimeConfig().limits.duplicateWindowSeconds * 1000;
  const dup = windowMs
    ? `${kind}:${sha256(JSON.stringify(parts))}:${Math.floor(Date.now() / windowMs)}`
    : undefined;
  try {
    return { doc: await create({ mailHeld: verdict.over, dup }), copy: false };
  } catch (error) {
    const first = dup && isDuplicateKey(error) ? await findCopy(dup) : null;
    if (first) return { doc: first, copy: true };
    throw error;
  }
}

/** Tests: `n` public writes counted against the venue's hour, as other visitors' would be. */
export async function countVenueWrites(n: number): Promise<void> {
  const rule = venueRule();
  await limiterOf(rule).penalty(rule.key, n);
}
