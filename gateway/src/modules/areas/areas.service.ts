import type { z } from 'zod';
import mongoose from 'mongoose';
import { bus, publishChange } from '../../lib/content-bus.ts';
import { ContentStore, modelSource } from '../../lib/content-store.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { registerReadModel, RESYNC_MS } from '../../lib/read-models.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import { trashOf, trashOperations } from '../trash/trash.store.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { recordVersion } from '../versions/versions.store.ts';
import { AreaModel } from './areas.model.ts';
import { areaInput, areaOutput, areaReorder, areaUpdate } from './areas.schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { registerVersioned } from '../versions/versions.registry.ts';

export type Area = z.output<typeof areaOutput>;

const SORT = { order: 1, createdAt: 1, _id: 1 } as const;

function toArea(doc: Record<string, unknown>): Area {
  const d = doc as Partial<Area> & Record<string, unknown>;
  return {
    _id: String(doc._id),
    slug: d.slug ?? '',
    name: d.nameVi ?? '',
    nameVi: d.nameVi ?? '',
    nameEn: d.nameEn ?? '',
    summaryVi: d.summaryVi ?? '',
    summaryEn: d.summaryEn ?? '',
    descriptionVi: d.descriptionVi ?? '',
    descriptionEn: d.descriptionEn ?? '',
    cover: d.cover ?? null,
    gallery: d.gallery ?? [],
    order: d.order ?? 0,
    createdAt: d.createdAt as Date,
    updatedAt: d.updatedAt as Date,
    ...trashOf(doc),
  };
}

/** Every area, held in the gateway (lib/content-store.ts). */
export const areaStore = new ContentStore<Area>('areas', { type: 'area', ...modelSource(AreaModel, toArea) })
  .follow(bus)
  .resyncEvery(RESYNC_MS);
registerReadModel(areaStore);

/** Deleting moves an area to the trash (modules/trash/trash.store.ts): restorable with its slug. */
export const areaTrash = trashOperations(AreaModel, {
  type: 'area',
  what: 'Area',
  toItem: toArea,
  store: areaStore,
});

const time = (d: Date | string | undefined) => (d ? new Date(d).getTime() : 0);
const inOrder = (a: Area, b: Area) =>
  a.order - b.order || time(a.createdAt) - time(b.createdAt) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** The documented answers call the Vietnamese name `name`; accept it in bodies too. */
function withNameAlias(input: unknown): unknown {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const { name, ...rest } = input as Record<string, unknown>;
    if (rest.nameVi === undefined && name !== undefined) return { ...rest, nameVi: name };
    return rest;
  }
  return input;
}

async function assertSlugFree(slug: string, exceptId?: string): Promise<void> {
  const other = await AreaModel.findOne({ slug }, { _id: 1 }).lean<{ _id: unknown }>();
  if (other && String(other._id) !== exceptId) {
    throw conflict('slug already in use', { slug: 'Slug này đã được dùng cho khu vực khác' });
  }
}

/** Every area in display order, from the read model: areas have no drafts, visitors and staff alike. */
export async function listAreas(): Promise<Area[]> {
  return areaStore.view('inOrder', (items) => [...items].sort(inOrder));
}

/** The area with this slug, or null (GraphQL's `area(slug)` answers null for an unknown slug). */
export async function findAreaBySlug({ slug }: { slug: string }): Promise<Area | null> {
  const wanted = String(slug);
  return (await listAreas()).find((a) => a.slug === wanted) ?? null;
}

export async function getAreaBySlug({ slug }: { slug: string }): Promise<Area> {
  const area = await findAreaBySlug({ slug });
  if (!area) throw notFound('Area');
  return area;
}

export async function getAreaById({ id }: { id: string }): Promise<Area> {
  const _id = String(objectId(id, 'Area'));
  const area = (await listAreas()).find((a) => a._id === _id);
  if (!area) throw notFound('Area');
  return area;
}

const areaIn = (byId: ReadonlyMap<string, Area>, id: string) => byId.get(id) ?? null;
const areasById = (items: readonly Area[]) => new Map(items.map((a) => [a._id, a]));

/**
 * One live area by id, or null (GraphQL's `area` fields of events and bookings): the area itself
 * once the read model is loaded, so graphql-js completes the field without a promise; a promise
 * only before that.
 */
export function areaOfId(id: string): Area | null | Promise<Area | null> {
  const byId = areaStore.peekView('byId', areasById);
  if (byId) return areaIn(byId, String(id));
  return areaStore.view('byId', areasById).then((loaded) => areaIn(loaded, String(id)));
}

/** Loads many areas at once; unknown ids are simply missing from the answer. */
export async function getAreasByIds(ids: readonly string[]): Promise<Area[]> {
  const wanted = new Set(
    ids
      .filter((id) => mongoose.isObjectIdOrHexString(id))
      .map((id) => String(new mongoose.Types.ObjectId(id))),
  );
  if (!wanted.size) return [];
  return (await listAreas()).filter((a) => wanted.has(a._id));
}

export async function createArea({ input, user }: { input: unknown; user?: AuthUser }): Promise<Area> {
  requireRole(user, 'editor');
  const data = parseInput(areaInput, withNameAlias(input));
  let slug = data.slug;
  if (slug) await assertSlugFree(slug);
  else slug = await uniqueSlug(AreaModel, data.nameVi);
  let order = data.order;
  if (order === undefined) {
    const last = await AreaModel.findOne({}, { order: 1 }).sort({ order: -1 }).lean<{ order?: number }>();
    order = last ? (last.order ?? 0) + 1 : 0;
  }
  const doc = await AreaModel.create({
    ...data,
    slug,
    order,
    descriptionVi: sanitizeRichText(data.descriptionVi),
    descriptionEn: sanitizeRichText(data.descriptionEn),
  });
  const area = toArea(doc.toObject());
  areaStore.put(area);
  publishChange({ type: 'area', id: area._id });
  await recordVersion({ type: 'area', id: area._id, after: area, user });
  recordAudit({ user, action: 'create', type: 'area', id: area._id, label: area.nameVi, after: area });
  return area;
}

export async function updateArea({
  id,
  input,
  user,
}: {
  id: string;
  input: unknown;
  user?: AuthUser;
}): Promise<Area> {
  requireRole(user, 'editor');
  const _id = objectId(id, 'Area');
  const data = parseInput(areaUpdate, withNameAlias(input));
  if (data.slug) await assertSlugFree(data.slug, id);
  const set: Record<string, unknown> = { ...data };
  if (data.descriptionVi !== undefined) set.descriptionVi = sanitizeRichText(data.descriptionVi);
  if (data.descriptionEn !== undefined) set.descriptionEn = sanitizeRichText(data.descriptionEn);
  const before = await AreaModel.findOne({ _id, deletedAt: null }).lean<Record<string, unknown>>();
  if (!before) throw notFound('Area');
  const doc = await AreaModel.findOneAndUpdate(
    { _id, deletedAt: null },
    { $set: set },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!doc) throw notFound('Area');
  const area = toArea(doc);
  areaStore.put(area);
  publishChange({ type: 'area', id });
  await recordVersion({ type: 'area', id: area._id, before: toArea(before), after: area, user });
  recordAudit({
    user,
    action: 'update',
    type: 'area',
    id,
    label: area.nameVi,
    before: toArea(before),
    after: area,
  });
  return area;
}

/** Moves an area to the trash; its events keep their `areaId` and show it again once restored. */
export const deleteArea = areaTrash.trash;

/**
 * Puts the listed areas first, in the given order; areas left out keep their relative order after
 * them. Every listed id must name an area.
 */
export async function reorderAreas({ input, user }: { input: unknown; user?: AuthUser }): Promise<Area[]> {
  requireRole(user, 'editor');
  const { ids } = parseInput(areaReorder, input);
  const current = await AreaModel.find({}, { _id: 1, order: 1, createdAt: 1 })
    .sort(SORT)
    .lean<{ _id: unknown }[]>();
  const known = new Set(current.map((d) => String(d._id)));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw notFound(`Area ${ids[missing]}`);
  const listed = new Set(ids);
  const order = [...ids, ...current.map((d) => String(d._id)).filter((id) => !listed.has(id))];
  await Promise.all(
    order.map((id, index) =>
      AreaModel.updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $set: { order: index } }),
    ),
  );
  // Read back before answering, so the answer and the next list show the new order.
  await Promise.all(order.map((id) => areaStore.refresh(id)));
  for (const id of ids) publishChange({ type: 'area', id });
  const areas = await listAreas();
  recordAudit({ user, action: 'reorder', type: 'area', label: areas.map((a) => a.nameVi).join(', ') });
  return areas;
}

// The versions module restores through the type's own update (it imports no content module).
registerVersioned('area', {
  restore: (id, input, user) => updateArea({ id, input, user }),
  named: getAreasByIds,
});
