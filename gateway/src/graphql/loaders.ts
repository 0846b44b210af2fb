import DataLoader from 'dataloader';
import { getAreasByIds, type Area } from '../modules/areas/areas.service.ts';
import { getTagsByIds, type Tag } from '../modules/tags/tags.service.ts';
import { getEventsByIds, upcomingEventsByArea, type Event } from '../modules/events/events.service.ts';

function byId<T extends { _id: string }>(ids: readonly string[], items: T[]): (T | null)[] {
  const map = new Map(items.map((i) => [i._id, i]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Fresh per request: batches look-ups of related items (event -> tags, event -> area, news -> tags). */
export function createLoaders() {
  return {
    tag: new DataLoader<string, Tag | null>(async (ids) => byId(ids, await getTagsByIds(ids))),
    area: new DataLoader<string, Area | null>(async (ids) => byId(ids, await getAreasByIds(ids))),
    /** Booking.event (staff lists): drafts included, visibility is the caller's business. */
    event: new DataLoader<string, Event | null>(async (ids) => byId(ids, await getEventsByIds(ids))),
    /** Area.upcomingEvents: one query for every area of the answer (per distinct limit). */
    areaUpcomingEvents: new DataLoader<{ areaId: string; limit: number }, Event[], string>(
      async (keys) => {
        const limits = [...new Set(keys.map((k) => k.limit))];
        const results = await Promise.all(
          limits.map(async (limit) => {
            const areaIds = [...new Set(keys.filter((k) => k.limit === limit).map((k) => k.areaId))];
            return [limit, await upcomingEventsByArea({ areaIds, limit })] as const;
          }),
        );
        const byLimit = new Map(results);
        return keys.map((k) => byLimit.get(k.limit)?.get(k.areaId) ?? []);
      },
      { cacheKeyFn: (k) => `${k.areaId}:${k.limit}` },
    ),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
