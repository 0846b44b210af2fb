import mongoose from 'mongoose';
import { runtimeConfig } from '../../lib/runtime.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import type { VersionType } from './versions.schemas.ts';

/**
 * Version history storage: one document per item in `versions`, `_id` = `${type}:${id}`, holding
 * its last VERSIONS_KEEP states, so listing an item's history is one `_id`
 * look-up — the only query FerretDB v1 answers by index — and never a scan of every version.
 * Each entry is a whole state of the item after a save (who, when, the content fields); the newest
 * entry is the current state. Kept apart from versions.service.ts so the content services can
 * record without importing the services a restore calls.
 */
export const VERSIONS_COLLECTION = 'versions';

export interface VersionEntry {
  version: number;
  at: Date;
  /** Email of the staff member who saved it ('' when unknown: the state found before history began). */
  by: string;
  snapshot: Record<string, unknown>;
}

interface VersionsDoc {
  _id: string;
  type: VersionType;
  itemId: string;
  last: number;
  entries: VersionEntry[];
}

/** Bookkeeping and publication fields: not content, never restored. */
const NOT_CONTENT = new Set([
  '_id',
  '__v',
  'key',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'deletedBy',
  'scheduled',
  'status',
  'publishedAt',
  'featured',
  'order',
  'name',
  'endsAt',
]);

/** The content fields of an item or stored document. */
export function contentOf(item: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item as Record<string, unknown>))
    if (!NOT_CONTENT.has(k) && v !== undefined) out[k] = v;
  return out;
}

const collection = () => {
  const db = mongoose.connection.db;
  if (!db) throw new Error('database not connected');
  return db.collection<VersionsDoc>(VERSIONS_COLLECTION);
};

const keyOf = (type: VersionType, id: string) => `${type}:${id}`;

/**
 * Records the state `after` a save by `user`. The first time an item is saved with a history, its
 * state `before` (when given) is kept first, so the version an editor overwrites is never lost.
 */
export async function recordVersion(args: {
  type: VersionType;
  id: string;
  after: object;
  before?: (object & { updatedAt?: Date | string | null }) | null;
  user?: AuthUser;
}): Promise<void> {
  const keep = runtimeConfig().versionsKeep;
  const _id = keyOf(args.type, args.id);
  // Read, append, prune, write back only if nobody saved meanwhile (`last` unchanged), else again:
  // FerretDB v1 ignores `$slice` in `$push`, and this way neither database loses a version.
  for (let attempt = 0; ; attempt++) {
    const held = await collection().findOne({ _id });
    const entries: VersionEntry[] = [...(held?.entries ?? [])];
    let last = held?.last ?? 0;
    if (!held && args.before) {
      const at = args.before.updatedAt ? new Date(args.before.updatedAt) : new Date();
      entries.push({ version: ++last, at, by: '', snapshot: contentOf(args.before) });
    }
    entries.push({
      version: ++last,
      at: new Date(),
      by: args.user?.email ?? '',
      snapshot: contentOf(args.after),
    });
    const doc: VersionsDoc = { _id, type: args.type, itemId: args.id, last, entries: entries.slice(-keep) };
    if (held) {
      const { matchedCount } = await collection().replaceOne({ _id, last: held.last }, doc);
      if (matchedCount || attempt >= 5) return;
    } else {
      try {
        await collection().insertOne(doc);
        return;
      } catch (error) {
        if ((error as { code?: number }).code !== 11000 || attempt >= 5) throw error;
      }
    }
  }
}

/** Every kept version of an item, newest first. */
export async function readVersions(type: VersionType, id: string): Promise<VersionEntry[]> {
  const doc = await collection().findOne({ _id: keyOf(type, id) });
  return [...(doc?.entries ?? [])].reverse();
}

/** Drops an item's history (the item was deleted for good). */
export async function dropVersions(type: VersionType, id: string): Promise<void> {
  await collection().deleteOne({ _id: keyOf(type, id) });
}
