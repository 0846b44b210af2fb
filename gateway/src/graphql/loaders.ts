import DataLoader from 'dataloader';
import { upcomingEventsByArea, type Event } from '../modules/events/events.service.ts';

/**
 * Fresh per request. Related items (event -> tags, event -> area, booking -> event) are read from
 * the read models without a loader or a promise; what is left batches one pass over the
 * events for every area of an answer.
 */
export function createLoaders() {
  return {
    /** Area.upcomingEvents: one pass over the events for every area of the answer (per distinct limit). */
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
