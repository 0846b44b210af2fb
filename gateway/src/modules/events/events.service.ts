import mongoose from 'mongoose';
import { nowDate } from '../../lib/clock.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import {
  hasUnknownTags,
  hiddenFrom,
  nextPublication,
  op,
  publicOnly,
  publishableHead,
  publishableTail,
  publishingOperations,
  titleSearch,
  type PublishableHead,
  type PublishableTail,
} from '../../lib/publishing.ts';
import { cached, LIST_TTL_MS, type Boundary } from '../../lib/read-cache.ts';
import { parseInput } from '../../lib/validate.ts';
import { getAreaBySlug, getAreasByIds, type Area } from '../areas/areas.service.ts';
import { isStaff } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import type { ImageValue } from '../media/media.schemas.ts';
import { getTagBySlug, getTagsByIds, type Tag } from '../tags/tags.service.ts';
import { EventModel } from './events.model.ts';
import {
  eventFilter,
  eventInput,
  eventUpdate,
  pageField,
  pageSizeField,
  type EventFilter,
} from './events.schemas.ts';

export interface Event extends PublishableHead, PublishableTail {
  gallery: ImageValue[];
  startAt: Date;
  endAt: Date | null;
  areaId: string | null;
  tagIds: string[];
  priceVi: string;
  priceEn: string;
  bookingEnabled: boolean;
}

/** An event as REST answers it: its tags and area filled in. */
export interface EventWithRelations extends Event {
  tags: Tag[];
  area: Area | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// sanitizeFilter is on for every query; operators built here from validated values are marked trusted.

const PROJECTION = { endsAt: 0, __v: 0 } as const;

function toEvent(doc: Record<string, any>): Event {
  return {
    ...publishableHead(doc),
    gallery: doc.gallery ?? [],
    startAt: doc.startAt,
    endAt: doc.endAt ?? null,
    areaId: doc.areaId ? String(doc.areaId) : null,
    tagIds: (doc.tagIds ?? []).map(String),
    priceVi: doc.priceVi ?? '',
    priceEn: doc.priceEn ?? '',
    bookingEnabled: Boolean(doc.bookingEnabled),
    ...publishableTail(doc),
  };
}

const publishing = publishingOperations(EventModel, {
  type: 'event',
  what: 'Event',
  toItem: toEvent,
  projection: PROJECTION,
  cacheKey: 'events',
  slugTaken: 'Slug đã được dùng cho sự kiện khác',
});

/**
 * When public event lists change by themselves: the next scheduled publication or the next end of
 * an event (upcoming turns past). Two indexed look-ups, run only when a list is loaded into the cache.
 */
export const eventsBoundary: Boundary = async (from) => {
  const [published, ending] = await Promise.all([
    nextPublication(EventModel, from),
    EventModel.findOne({ endsAt: op({ $gt: from }) }, { _id: 0, endsAt: 1 })
      .sort({ endsAt: 1 })
      .lean<{ endsAt?: Date }>(),
  ]);
  const times = [published, ending?.endsAt ? new Date(ending.endsAt).getTime() : null].flatMap((t) =>
    t === null ? [] : [t],
  );
  return times.length ? Math.min(...times) : null;
};

/** Fills in tags and areas of many events with one query each. */
export async function withRelations(events: Event[]): Promise<EventWithRelations[]> {
  const tagIds = [...new Set(events.flatMap((e) => e.tagIds))];
  const areaIds = [...new Set(events.flatMap((e) => (e.areaId ? [e.areaId] : [])))];
  const [tags, areas] = await Promise.all([
    tagIds.length ? getTagsByIds(tagIds) : Promise.resolve([] as Tag[]),
    areaIds.length ? getAreasByIds(areaIds) : Promise.resolve([] as Area[]),
  ]);
  const tagById = new Map(tags.map((t) => [String(t._id), t]));
  const areaById = new Map(areas.map((a) => [String(a._id), a]));
  return events.map((e) => ({
    ...e,
    tags: e.tagIds.flatMap((id) => tagById.get(id) ?? []),
    area: (e.areaId && areaById.get(e.areaId)) || null,
  }));
}

async function slugToId(
  slug: string | null | undefined,
  lookup: (args: { slug: string }) => Promise<{ _id: unknown }>,
): Promise<string | null | undefined> {
  if (!slug) return undefined;
  try {
    return String((await lookup({ slug }))._id);
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function listEvents({
  filter,
  page,
  pageSize,
  user,
}: {
  filter?: unknown;
  page?: unknown;
  pageSize?: unknown;
  user?: AuthUser;
}): Promise<Page<Event>> {
  const f: EventFilter = parseInput(eventFilter, filter ?? {});
  const p = parseInput(pageField.default(1), page ?? undefined);
  const size = parseInput(pageSizeField.default(12), pageSize ?? undefined);
  const staff = isStaff(user);
  if (staff) return findEvents(f, p, size, true);
  // Visitors: the same filter and page is one cache entry for a few seconds (upcoming/past and
  // scheduled publishing depend on the clock); any content write drops it at once.
  return cached(
    `events:list:${JSON.stringify([f, p, size])}`,
    () => findEvents(f, p, size, false),
    LIST_TTL_MS,
    eventsBoundary,
  );
}

async function findEvents(f: EventFilter, p: number, size: number, staff: boolean): Promise<Page<Event>> {
  const now = nowDate();
  const empty = { items: [], total: 0, page: p, pageSize: size };

  const query: Record<string, unknown> = staff ? {} : publicOnly(now);
  if (staff && f.status) query.status = f.status;
  if (f.search) query.$or = titleSearch(f.search);
  const tagIds = [f.tagId ?? undefined, await slugToId(f.tagSlug, getTagBySlug)]; // null = not filtered
  if (tagIds.includes(null)) return empty; // an unknown tag slug names no event
  const tagId = tagIds.find(Boolean);
  if (tagId) query.tagIds = objectId(tagId, 'Tag');
  const areaIds = [f.areaId ?? undefined, await slugToId(f.areaSlug, getAreaBySlug)];
  if (areaIds.includes(null)) return empty;
  const areaId = areaIds.find(Boolean);
  if (areaId) query.areaId = objectId(areaId, 'Area');
  if (typeof f.featured === 'boolean') query.featured = f.featured;

  const when = f.when ?? (staff ? 'ALL' : 'UPCOMING');
  if (when === 'UPCOMING') query.endsAt = op({ $gte: now });
  if (when === 'PAST') query.endsAt = op({ $lt: now });
  const sort: Record<string, 1 | -1> =
    when === 'UPCOMING' ? { startAt: 1, _id: 1 } : { startAt: -1, _id: -1 };

  const [docs, total] = await Promise.all([
    EventModel.find(query, PROJECTION)
      .sort(sort)
      .skip((p - 1) * size)
      .limit(size)
      .lean(),
    EventModel.countDocuments(query),
  ]);
  return { items: docs.map(toEvent), total, page: p, pageSize: size };
}

export const getEventBySlug = publishing.bySlug;

export async function getEvent({ id, user }: { id: string; user?: AuthUser }): Promise<Event> {
  const doc = await EventModel.findOne({ _id: objectId(id, 'Event') }, PROJECTION).lean();
  if (!doc) throw notFound('Event');
  const event = toEvent(doc);
  if (hiddenFrom(event, user)) throw notFound('Event');
  return event;
}

/** Events by id for loaders (bookings -> event); visibility is the caller's business. */
export async function getEventsByIds(ids: readonly string[]): Promise<Event[]> {
  const valid = ids.filter((id) => mongoose.isObjectIdOrHexString(id));
  if (!valid.length) return [];
  const docs = await EventModel.find(
    { _id: op({ $in: valid.map((id) => new mongoose.Types.ObjectId(id)) }) },
    PROJECTION,
  ).lean();
  return docs.map(toEvent);
}

/**
 * The next public events of several areas at once (the `Area.upcomingEvents` loader): one query,
 * then at most `limit` per area.
 */
export async function upcomingEventsByArea({
  areaIds,
  limit,
}: {
  areaIds: readonly string[];
  limit: number;
}): Promise<Map<string, Event[]>> {
  const max = Math.max(1, Math.min(20, Math.trunc(limit) || 3));
  const valid = areaIds.filter((id) => mongoose.isObjectIdOrHexString(id));
  const byArea = new Map<string, Event[]>(areaIds.map((id) => [id, []]));
  if (!valid.length) return byArea;
  const key = `events:upcomingByArea:${max}:${[...new Set(valid)].sort().join(',')}`;
  const found = await cached(key, () => findUpcomingByArea(valid, max), LIST_TTL_MS, eventsBoundary);
  for (const [areaId, events] of found) byArea.set(areaId, events);
  return byArea;
}

async function findUpcomingByArea(valid: readonly string[], max: number): Promise<[string, Event[]][]> {
  const byArea = new Map<string, Event[]>(valid.map((id) => [id, []]));
  const now = nowDate();
  const docs = await EventModel.find(
    {
      ...publicOnly(now),
      endsAt: op({ $gte: now }),
      areaId: op({ $in: valid.map((id) => new mongoose.Types.ObjectId(id)) }),
    },
    PROJECTION,
  )
    .sort({ startAt: 1, _id: 1 })
    // A safety net: a venue has tens of upcoming events, not thousands.
    .limit(500)
    .lean();
  for (const doc of docs) {
    const list = byArea.get(String(doc.areaId));
    if (list && list.length < max) list.push(toEvent(doc));
  }
  return [...byArea];
}

async function checkReferences(data: { areaId?: string | null; tagIds?: string[] }): Promise<void> {
  const fields: Record<string, string> = {};
  if (data.areaId) {
    const [area] = await getAreasByIds([data.areaId]);
    if (!area) fields.areaId = 'Khu vực không tồn tại';
  }
  if (await hasUnknownTags(data.tagIds)) fields.tagIds = 'Thẻ không tồn tại';
  if (Object.keys(fields).length) throw badInput('Invalid input', fields);
}

export const createEvent = (args: { input: unknown; user?: AuthUser }) =>
  publishing.create(args, eventInput, async (data) => {
    await checkReferences(data);
    return { endsAt: data.endAt ?? data.startAt };
  });

export const updateEvent = (args: { id: string; input: unknown; user?: AuthUser }) =>
  publishing.update(args, eventUpdate, async (data, current) => {
    const startAt: Date = data.startAt ?? current.startAt;
    const endAt: Date | null = data.endAt !== undefined ? data.endAt : (current.endAt ?? null);
    if (endAt && endAt.getTime() < startAt.getTime()) {
      throw badInput('Invalid input', { endAt: 'Thời gian kết thúc phải sau thời gian bắt đầu' });
    }
    await checkReferences(data);
    return { endsAt: endAt ?? startAt };
  });

export const deleteEvent = publishing.remove;
export const publishEvent = publishing.publish;
export const unpublishEvent = publishing.unpublish;
