import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import mongoose from 'mongoose';
import { now as clockNow } from '../../lib/clock.ts';
import { logger } from '../../lib/logger.ts';
import { parseInput } from '../../lib/validate.ts';
import { venueDayEnd, venueDayStart } from '../../lib/venue-time-input.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { users } from '../auth/users.service.ts';
import { compactDiff, type AuditChange } from './audit.diff.ts';
import { auditListQuery, type AuditAction, type AuditType } from './audit.schemas.ts';

/**
 * The audit log: who did what to which item, appended after every staff write and never changed.
 * Storage is shaped for FerretDB v1, which reads a whole collection for any query, `_id` look-ups
 * included (docs/performance.md): one collection per UTC day (`audit_YYYYMMDD`), one document per
 * entry inserted once (`_id` time-prefixed), so an append never reads and a page reads only the
 * days it shows. Past days are kept in a small LRU in the gateway. There is no update or delete:
 * not here, not in any route or mutation.
 */
export const AUDIT_PREFIX = 'audit_';
/** Days read at most for one page when filters match little: the cursor then resumes further back. */
const SCAN_DAYS = 62;
const SHORT = 160;

export interface AuditEntry {
  /** Time-prefixed: the time in ms in base 36 (9 characters) then 6 random hex digits. */
  id: string;
  at: Date;
  userId: string;
  userEmail: string;
  /** The person's name when it happened. */
  userName: string;
  action: AuditAction;
  type: AuditType;
  itemId: string;
  label: string;
  changes: AuditChange[];
}

/** A day's collection: `audit_20261125`. */
export const collectionOf = (day: string) => {
  const db = mongoose.connection.db;
  if (!db) throw new Error('database not connected');
  return db.collection<Omit<AuditEntry, 'id'> & { _id: string }>(AUDIT_PREFIX + day.replaceAll('-', ''));
};

export const entryId = (at: number) =>
  at.toString(36).padStart(9, '0') + crypto.randomBytes(3).toString('hex');
/** The smallest id of an instant: "everything before `at`" as a cursor. */
const boundary = (at: number) => at.toString(36).padStart(9, '0') + '000000';
const timeOf = (id: string) => parseInt(id.slice(0, 9), 36);
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Who did it: a signed-in user, a user known by id only, or the address a failed sign-in tried. */
export type AuditActor = { id: string; email?: string } | { id?: undefined; email: string };

/** The person's name (and email, when the caller knew only the id) as it is now: one `_id` read. */
async function personOf(id: string | undefined): Promise<{ name: string; email: string }> {
  if (!id || !mongoose.isObjectIdOrHexString(id)) return { name: '', email: '' };
  const doc = await users.byId(id);
  return { name: doc?.name ?? '', email: doc?.email ?? '' };
}

const pending = new Set<Promise<void>>();

/** An insert by `_id`: atomic on both databases, so gateways appending at once lose nothing. */
async function append(entry: AuditEntry): Promise<void> {
  const { id, ...rest } = entry;
  await collectionOf(dayOf(entry.at.getTime())).insertOne({ _id: id, ...rest });
}

/**
 * Appends an entry for a staff write that has succeeded. Never awaited by the write and never
 * throws: a failure is logged (`flushAudit` waits for what is still being written).
 */
export function recordAudit(args: {
  user: AuditActor | undefined;
  action: AuditAction;
  type: AuditType;
  id?: string;
  label?: string;
  before?: object | null;
  after?: object | null;
}): void {
  const at = clockNow();
  const write = (async () => {
    const person = await personOf(args.user?.id);
    const email = args.user?.email || person.email;
    const entry: AuditEntry = {
      id: entryId(at),
      at: new Date(at),
      userId: args.user?.id ?? '',
      userEmail: email,
      userName: person.name,
      action: args.action,
      type: args.type,
      itemId: args.id ?? '',
      label: (args.label || (args.type === 'user' ? email : '')).slice(0, SHORT),
      changes: args.before || args.after ? compactDiff(args.before ?? null, args.after ?? null) : [],
    };
    await append(entry);
  })().catch((error: unknown) => {
    logger.error(
      { err: error, action: args.action, type: args.type, id: args.id },
      'audit entry not written',
    );
  });
  pending.add(write);
  void write.finally(() => pending.delete(write));
}

/** Waits for the entries still being written (tests; graceful shutdown). */
export async function flushAudit(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

const pastDays = new LRUCache<string, AuditEntry[]>({ max: 120 });

/** A day's entries, newest first. Past days are kept (a late write from another gateway is rare). */
async function readDay(day: string): Promise<AuditEntry[]> {
  const kept = pastDays.get(day);
  if (kept) return kept;
  const docs = await collectionOf(day).find({}).toArray();
  const entries = docs
    .map(({ _id, ...e }) => ({ ...e, id: _id, at: new Date(e.at) }))
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  if (day < dayOf(clockNow() - 60_000)) pastDays.set(day, entries);
  return entries;
}

/** The days with entries, from the collections' names. */
async function recordedDays(): Promise<string[]> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('database not connected');
  const names = await db.listCollections({}, { nameOnly: true }).toArray();
  return names
    .map((c) => /^audit_(\d{4})(\d{2})(\d{2})$/.exec(c.name))
    .filter((m) => m !== null)
    .map((m) => `${m[1]}-${m[2]}-${m[3]}`);
}

export interface AuditPage {
  items: AuditEntry[];
  /** Pass as `after` for the next (older) page; null when nothing older is left. */
  nextCursor: string | null;
}

/** Admins: the log newest first, filtered by person, type, action and venue dates, keyset paged. */
export async function listAudit({ user, ...query }: { user?: AuthUser } & Record<string, unknown>) {
  requireRole(user, 'admin');
  // GraphQL passes an argument given as null: the same as leaving it out.
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== null && v !== ''));
  const q = parseInput(auditListQuery, given);
  const fromAt = q.from ? venueDayStart(q.from).getTime() : -Infinity;
  let before = q.to ? venueDayEnd(q.to).getTime() : Infinity;
  if (q.after) before = Math.min(before, timeOf(q.after));
  const cursor = q.after ?? boundary(before === Infinity ? clockNow() + 3600_000 : before);

  const lastDay = before === Infinity ? '9999-12-31' : dayOf(before);
  const firstDay = fromAt === -Infinity ? '0000-01-01' : dayOf(fromAt);
  const days = (await recordedDays())
    .filter((d) => d <= lastDay && d >= firstDay)
    .sort()
    .reverse();

  const matches = (e: AuditEntry) =>
    e.id < cursor &&
    e.at.getTime() >= fromAt &&
    (!q.person || e.userId === q.person || e.userEmail === q.person.toLowerCase()) &&
    (!q.type || e.type === q.type) &&
    (!q.action || e.action === q.action);

  const items: AuditEntry[] = [];
  for (let i = 0; i < days.length; i++) {
    if (i >= SCAN_DAYS) {
      // Nothing more within this request's budget: resume after the last day read.
      const resume = boundary(Date.parse(`${days[i - 1]}T00:00:00Z`));
      return { items, nextCursor: resume } satisfies AuditPage;
    }
    for (const entry of await readDay(days[i]!)) {
      if (!matches(entry)) continue;
      if (items.length === q.limit) return { items, nextCursor: items.at(-1)!.id } satisfies AuditPage;
      items.push(entry);
    }
  }
  return { items, nextCursor: null } satisfies AuditPage;
}
