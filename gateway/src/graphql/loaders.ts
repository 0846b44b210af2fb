import DataLoader from 'dataloader';
import { getAreasByIds, type Area } from '../modules/areas/areas.service.ts';
import { getTagsByIds, type Tag } from '../modules/tags/tags.service.ts';

function byId<T extends { _id: string }>(ids: readonly string[], items: T[]): (T | null)[] {
  const map = new Map(items.map((i) => [i._id, i]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Fresh per request: batches look-ups of related items (event -> tags, event -> area, news -> tags). */
export function createLoaders() {
  return {
    tag: new DataLoader<string, Tag | null>(async (ids) => byId(ids, await getTagsByIds(ids))),
    area: new DataLoader<string, Area | null>(async (ids) => byId(ids, await getAreasByIds(ids))),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
