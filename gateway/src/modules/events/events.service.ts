import { now as clockNow } from '../../lib/clock.ts';
import type { EventEmitter } from 'node:events';
import mongoose from 'mongoose';
import { bus } from '../../lib/content-bus.ts';
import { firstAfter, registerMoments } from '../../lib/content-clock.ts';
import { ContentStore, modelSource } from '../../lib/content-store.ts';
import { cursorField, encodeCursor, type Cursor } from '../../lib/cursor.ts';
import { badInput } from '../../lib/errors.ts';
import {
  asOf,
  hasUnknownTags,
  isPublicAt,
  publishableHead,
  publishableTail,
  publishingOperations,
  titleMatcher,
} from '../publishing/publishing.service.ts';
import { PublicWindow, publicWindows } from '../publishing/public-window.ts';
import { registerReadModel, RESYNC_MS } from '../../lib/read-models.ts';
import { parseInput } from '../../lib/validate.ts';
import { getAreaBySlug, getAreasByIds, type Area } from '../areas/areas.service.ts';
import { isStaff } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { getTagBySlug, getTagsByIds, listTags, tagStore, type Tag } from '../tags/tags.service.ts';
import { EventModel } from './events.model.ts';
import {
  eventFilter,
  eventInput,
  eventUpdate,
  featuredTagsLimit,
  pageField,
  pageSizeField,
  type EventFilter,
  type Event,
  type EventWithRelations,
} from './events.schemas.ts';
import { registerVersioned } from '../versions/versions.registry.ts';

export type { Event };

export type { EventWithRelations };

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Asks for the page after this one however the list changes meanwhile; null on the last. */
  nextCursor?: string | null;
}

function toEvent(doc: Record<string, any>): Event {
  return {
    ...publishableHead(doc),
    gallery: doc.gallery ?? [],
    startAt: new Date(doc.startAt),
    endAt: doc.endAt ? new Date(doc.endAt) : null,
    areaId: doc.areaId ? String(doc.areaId) : null,
    tagIds: (doc.tagIds ?? []).map(String),
    priceVi: doc.priceVi ?? '',
    priceEn: doc.priceEn ?? '',
    bookingEnabled: Boolean(doc.bookingEnabled),
    ...publishableTail(doc),
  };
}

/** Every event, drafts included, held in the gateway (lib/content-store.ts). */
export const eventsReadModel = (events: EventEmitter = bus) =>
  new ContentStore<Event>('events', { type: 'event', ...modelSource(EventModel, toEvent) }).follow(events);
export const eventStore = eventsReadModel().resyncEvery(RESYNC_MS);
registerReadModel(eventStore);

const publishing = publishingOperations(EventModel, {
  type: 'event',
  what: 'Event',
  toItem: toEvent,
  store: eventStore,
  slugTaken: 'Slug đã được dùng cho sự kiện khác',
});

/** When an event stops being upcoming: its end, or its start when it has none. */
const endOf = (e: Event) => (e.endAt ?? e.startAt).getTime();
const byStart = (a: Event, b: Event) =>
  a.startAt.getTime() - b.startAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
/** Soonest first; the newest first is the same order read backwards. */
const soonestFirst = () => eventStore.sortedView('soonestFirst', byStart);

/**
 * Every moment an event may change a public list by itself, ascending: the millisecond after its end
 * (it is upcoming while its end has not passed) and its publication.
 */
const moments = () =>
  eventStore.peekView('moments', (items) => {
    // A typed array sorts numerically in native code, many times faster than a comparator sort.
    const times = new Float64Array(items.length * 2);
    let n = 0;
    for (const e of items) {
      times[n++] = endOf(e) + 1;
      if (e.status === 'published' && e.publishedAt) times[n++] = e.publishedAt.getTime();
    }
    return times.subarray(0, n).sort();
  });

/**
 * When public event lists change by themselves: the next scheduled publication or the next end of
 * an event (upcoming turns past). Read from the read model, for every cache (lib/content-clock.ts).
 */
registerMoments((from) => {
  const sorted = moments();
  return sorted ? firstAfter(sorted, from) : from;
});

/** Fills in tags and areas of many events (both from the read model). */
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

// Built once: a zod schema with `.default(...)` costs tens of µs to make.
const pageOrFirst = pageField.default(1);
const pageSizeOrTwelve = pageSizeField.default(12);

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

/**
 * One page of events from the read model: visitors see what is public now (upcoming by default,
 * soonest first; past newest first); staff see drafts too (all, newest first by default). The
 * work is one pass over the events in order, whatever the page.
 */
export async function listEvents({
  filter,
  page,
  pageSize,
  after,
  user,
  now = clockNow(),
}: {
  filter?: unknown;
  page?: unknown;
  pageSize?: unknown;
  /** The previous page's `nextCursor` (then `page` is ignored). */
  after?: unknown;
  user?: AuthUser;
  now?: number;
}): Promise<Page<Event>> {
  const f: EventFilter = parseInput(eventFilter, filter ?? {});
  const p = parseInput(pageOrFirst, page ?? undefined);
  const size = parseInput(pageSizeOrTwelve, pageSize ?? undefined);
  const cursor = after == null ? undefined : parseInput(cursorField, after);
  const staff = isStaff(user);
  const empty = { items: [], total: 0, page: p, pageSize: size, nextCursor: null };

  const tagIds = [f.tagId ?? undefined, await slugToId(f.tagSlug, getTagBySlug)]; // null = not filtered
  if (tagIds.includes(null)) return empty; // an unknown tag slug names no event
  const tagId = tagIds.find(Boolean)?.toLowerCase();
  const areaIds = [f.areaId ?? undefined, await slugToId(f.areaSlug, getAreaBySlug)];
  if (areaIds.includes(null)) return empty;
  const areaId = areaIds.find(Boolean)?.toLowerCase();
  const title = f.search ? titleMatcher(f.search) : undefined;
  const when = f.when ?? (staff ? 'ALL' : 'UPCOMING');
  const featured = typeof f.featured === 'boolean' ? f.featured : undefined;
  if (!staff && !title) {
    const list = publicList(await publicEventsAt(now), when, tagId, areaId, featured);
    return pageOfList(list, when !== 'UPCOMING', { page: p, size, cursor, now });
  }

  const keep = (e: Event) =>
    (staff ? !f.status || e.status === f.status : isPublicAt(e, now)) &&
    (!tagId || e.tagIds.includes(tagId)) &&
    (!areaId || e.areaId === areaId) &&
    (featured === undefined || e.featured === featured) &&
    (when === 'ALL' || (when === 'UPCOMING' ? endOf(e) >= now : endOf(e) < now)) &&
    (!title || title(e));
  // Staff lists and searches: one pass over every event, then the same slicing as visitors' lists.
  const kept = (await soonestFirst()).filter(keep);
  if (when !== 'UPCOMING') kept.reverse();
  return pageOfList(kept, when !== 'UPCOMING', { page: p, size, cursor, now });
}

type When = 'UPCOMING' | 'PAST' | 'ALL';

/**
 * Visitors' event lists, kept per window between moments (publishing/public-window.ts): each list
 * (a `when` with a tag, an area, featured or not) made once a window in its walking order, so a
 * page is a slice, a cursor a binary search and the total a length.
 */
const publicEventsOf = publicWindows<Event>((now) => firstAfter(moments()!, now) ?? Infinity);

async function publicEventsAt(now: number): Promise<PublicWindow<Event>> {
  return publicEventsOf(await soonestFirst(), now);
}

// After each change, what every public page asks for is made before the next request comes.
eventStore.warmOnChange(() => {
  const sorted = eventStore.peekSortedView('soonestFirst', byStart);
  moments();
  if (!sorted) return;
  const view = publicEventsOf(sorted, clockNow());
  publicList(view, 'UPCOMING', undefined, undefined, undefined);
  return featuredTags({}); // the header's and the events page's (the default limit)
});
tagStore.warmOnChange(() => featuredTags({}));

/** The public events of one list in its walking order (upcoming soonest first, else newest first). */
function publicList(
  view: PublicWindow<Event>,
  when: When,
  tagId: string | undefined,
  areaId: string | undefined,
  featured: boolean | undefined,
): readonly Event[] {
  return view.list(`${when}|${tagId ?? ''}|${areaId ?? ''}|${featured ?? ''}`, () => {
    if (tagId || areaId || featured !== undefined)
      return publicList(view, when, undefined, undefined, undefined).filter(
        (e) =>
          (!tagId || e.tagIds.includes(tagId)) &&
          (!areaId || e.areaId === areaId) &&
          (featured === undefined || e.featured === featured),
      );
    const now = view.from;
    const soonest = view.sorted.filter(
      (e) =>
        isPublicAt(e, now) && (when === 'ALL' || (when === 'UPCOMING' ? endOf(e) >= now : endOf(e) < now)),
    );
    return when === 'UPCOMING' ? soonest : soonest.reverse();
  });
}

/**
 * The `page`-th `size` items of `list` (filtered, in its walking order: soonest first, or newest
 * first when `backwards`), or the `size` after `cursor`; `total` counts the whole list.
 */
function pageOfList(
  list: readonly Event[],
  backwards: boolean,
  { page, size, cursor, now }: { page: number; size: number; cursor?: Cursor; now: number },
): Page<Event> {
  let start = (page - 1) * size;
  if (cursor) {
    // The first item past the cursor in the walking order (the list is ordered by start, then id).
    const past = (e: Event) => {
      const d = e.startAt.getTime() - cursor[0] || (e._id < cursor[1] ? -1 : e._id > cursor[1] ? 1 : 0);
      return backwards ? d < 0 : d > 0;
    };
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (past(list[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    start = lo;
  }
  const items = list.slice(start, start + size).map((e) => asOf(e, now));
  const last = items[items.length - 1];
  const more = start + size < list.length;
  const nextCursor = more && last ? encodeCursor(last.startAt.getTime(), last._id) : null;
  return { items, total: list.length, page: cursor ? 0 : page, pageSize: size, nextCursor };
}

/** Every public event (upcoming and past), soonest first: for feeds, never capped. */
export async function allPublicEvents(now = clockNow()): Promise<Event[]> {
  return (await soonestFirst()).filter((e) => isPublicAt(e, now));
}

export const getEventBySlug = publishing.bySlug;
export const getEvent = publishing.byId;

/**
 * One event by id, drafts included (GraphQL's `Booking.event`; visibility is the caller's
 * business): the event itself once the read model is loaded, so graphql-js completes the field
 * without a promise; a promise only before that. Ids match as stored (lower case).
 */
export function eventOfId(id: string): Event | null | Promise<Event | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  const held = eventStore.peek(id);
  if (held !== undefined) return held && asOf(held);
  return eventStore.get(id).then((e) => (e ? asOf(e) : null));
}

/** The next public events of several areas at once (the `Area.upcomingEvents` loader). */
export async function upcomingEventsByArea({
  areaIds,
  limit,
  now = clockNow(),
}: {
  areaIds: readonly string[];
  limit: number;
  now?: number;
}): Promise<Map<string, Event[]>> {
  const max = Math.max(1, Math.min(20, Math.trunc(limit) || 3));
  const view = await publicEventsAt(now);
  return new Map(
    areaIds.map((id) => [
      id,
      publicList(view, 'UPCOMING', undefined, id.toLowerCase(), undefined)
        .slice(0, max)
        .map((e) => asOf(e, now)),
    ]),
  );
}

/**
 * The tags worth offering a visitor first (the header's EVENT dropdown, the events page's chips):
 * most upcoming public events first, then most public events, then by name; `total` counts every
 * tag, so the page can offer the rest on request. A venue with hundreds of tags keeps these lists
 * short and its pages small (docs/performance-log.md, "Featured tags").
 */
export async function featuredTags({
  limit,
  now = clockNow(),
}: {
  limit?: unknown;
  now?: number;
}): Promise<{ items: Tag[]; total: number }> {
  const max = parseInput(featuredTagsLimit, limit ?? undefined);
  const view = await publicEventsAt(now);
  const tags = await listTags(); // by Vietnamese name already
  // The same for every request of the window while the tags stay as they are.
  type Kept = { tags: readonly Tag[]; max: number; value: { items: Tag[]; total: number } };
  const kept = view.derived.get('featuredTags') as Kept | undefined;
  if (kept && kept.tags === tags && kept.max === max) return kept.value;
  const upcoming = new Map<string, number>();
  const all = new Map<string, number>();
  for (const e of publicList(view, 'ALL', undefined, undefined, undefined)) {
    const soon = endOf(e) >= view.from;
    for (const id of e.tagIds) {
      all.set(id, (all.get(id) ?? 0) + 1);
      if (soon) upcoming.set(id, (upcoming.get(id) ?? 0) + 1);
    }
  }
  const rank = (t: Tag) => [upcoming.get(String(t._id)) ?? 0, all.get(String(t._id)) ?? 0] as const;
  const items = tags
    .map((tag, order) => ({ tag, order, r: rank(tag) }))
    .sort((a, b) => b.r[0] - a.r[0] || b.r[1] - a.r[1] || a.order - b.order)
    .slice(0, max)
    .map(({ tag }) => tag);
  const value = { items, total: tags.length };
  view.derived.set('featuredTags', { tags, max, value } satisfies Kept);
  return value;
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
export const eventTrash = publishing.trash;
export const publishEvent = publishing.publish;
export const unpublishEvent = publishing.unpublish;

// The versions module restores through the type's own update (it imports no content module).
registerVersioned('event', { restore: (id, input, user) => updateEvent({ id, input, user }) });
