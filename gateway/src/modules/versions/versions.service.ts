import { diffWords } from 'diff';
import { notFound } from '../../lib/errors.ts';
import { plainText } from '../../lib/sanitize.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { versionRestore, versionTarget, type VersionType } from './versions.schemas.ts';
import { versioned } from './versions.registry.ts';
import { contentOf, readVersions, type VersionEntry } from './versions.store.ts';

export interface VersionSummary {
  version: number;
  at: Date;
  by: string;
  /** The newest version: what the item holds now. */
  current: boolean;
  /** The item's slug in that version (null for home and introduction). */
  slug: string | null;
}

export interface DiffPart {
  value: string;
  added: boolean;
  removed: boolean;
}

/** One field that differs between a version and the current state, as readable text. */
export interface FieldDiff {
  field: string;
  before: string;
  after: string;
  parts: DiffPart[];
}

/** Home and introduction are one document each: whatever id is named ('current'), theirs is meant. */
async function itemId(type: VersionType, id: string): Promise<string> {
  const { singletonId } = versioned(type);
  return singletonId ? singletonId() : id;
}

async function history(input: unknown, user?: AuthUser) {
  requireRole(user, 'editor');
  const target = parseInput(versionTarget, input);
  const id = await itemId(target.type, target.id);
  return { type: target.type, id, versions: await readVersions(target.type, id) };
}

const summary = (v: VersionEntry, i: number): VersionSummary => ({
  version: v.version,
  at: v.at,
  by: v.by,
  current: i === 0,
  slug: typeof v.snapshot.slug === 'string' ? v.snapshot.slug : null,
});

/** The kept versions of an item, newest (current) first (staff). */
export async function listVersions({
  input,
  user,
}: {
  input: unknown;
  user?: AuthUser;
}): Promise<VersionSummary[]> {
  return (await history(input, user)).versions.map(summary);
}

/** Times as staff enter them (venue time, to the minute): seconds a form drops are no change. */
const venueTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

type Namer = (id: unknown) => string;

const isImage = (v: unknown): v is { public_id?: string; secure_url: string } =>
  Boolean(v) && typeof v === 'object' && typeof (v as { secure_url?: unknown }).secure_url === 'string';

/**
 * A field's value as staff read it: rich text as its words (block ends become line breaks), times
 * in venue minutes, tags and areas by name, pictures by their file's name, yes/no for switches.
 */
function readable(value: unknown, field: string, name: Namer, nested = false): string {
  if (value === null || value === undefined) return '';
  if (field === 'areaId') return name(value);
  if (typeof value === 'string') {
    return /<[a-z][^>]*>/i.test(value) ? plainText(value) : value;
  }
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (value instanceof Date) return venueTime.format(value);
  if (field === 'tagIds' && Array.isArray(value)) return value.map(name).join(', ');
  if (isImage(value)) return value.public_id || value.secure_url;
  if (Array.isArray(value)) return value.map((v) => readable(v, '', name, true)).join('\n');
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, readable(v, k, name, true)] as const)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => `${k}: ${v}`);
    return parts.join(nested ? ' · ' : '\n');
  }
  return String(value);
}

/** Names for the tag and area ids two states refer to (an id no longer known is shown as is). */
async function namer(...snapshots: Record<string, unknown>[]): Promise<Namer> {
  const tagIds = new Set<string>();
  const areaIds = new Set<string>();
  for (const s of snapshots) {
    if (Array.isArray(s.tagIds)) for (const id of s.tagIds) tagIds.add(String(id));
    if (s.areaId) areaIds.add(String(s.areaId));
  }
  const [tags, areas] = await Promise.all([
    tagIds.size ? versioned('tag').named!([...tagIds]) : [],
    areaIds.size ? versioned('area').named!([...areaIds]) : [],
  ]);
  const names = new Map<string, string>([
    ...tags.map((t) => [String(t._id), t.nameVi] as const),
    ...areas.map((a) => [String(a._id), a.nameVi] as const),
  ]);
  return (id) => names.get(String(id)) ?? String(id);
}

/** The fields of `version` that differ from the current state, each with a word diff (staff). */
export async function diffVersion({
  input,
  user,
}: {
  input: unknown;
  user?: AuthUser;
}): Promise<FieldDiff[]> {
  requireRole(user, 'editor');
  const { type, version, ...target } = parseInput(versionRestore, input);
  const id = await itemId(type, target.id);
  const versions = await readVersions(type, id);
  const chosen = versions.find((v) => v.version === version);
  if (!chosen || !versions[0]) throw notFound('Version');
  const current = versions[0].snapshot;
  const name = await namer(chosen.snapshot, current);
  const fields = [...new Set([...Object.keys(chosen.snapshot), ...Object.keys(current)])];
  const out: FieldDiff[] = [];
  for (const field of fields) {
    const before = readable(chosen.snapshot[field], field, name);
    const after = readable(current[field], field, name);
    if (before === after) continue;
    const parts = diffWords(before, after).map((p) => ({
      value: p.value,
      added: Boolean(p.added),
      removed: Boolean(p.removed),
    }));
    out.push({ field, before, after, parts });
  }
  return out;
}

/** Makes `version` the current state again: saved as a new version (staff). */
export async function restoreVersion({
  input,
  user,
}: {
  input: unknown;
  user?: AuthUser;
}): Promise<VersionSummary> {
  requireRole(user, 'editor');
  const { type, version, ...target } = parseInput(versionRestore, input);
  const id = await itemId(type, target.id);
  const chosen = (await readVersions(type, id)).find((v) => v.version === version);
  if (!chosen) throw notFound('Version');
  // Dates as ISO text, as a form sends them; publication state is left as it is now.
  await versioned(type).restore(id, JSON.parse(JSON.stringify(contentOf(chosen.snapshot))), user);
  const [newest] = await readVersions(type, id);
  return summary(newest!, 0);
}
