import type { Model } from 'mongoose';
import { bus, type ContentType } from '../../lib/content-bus.ts';
import { ContentStore } from '../../lib/content-store.ts';
import { registerReadModel, RESYNC_MS } from '../../lib/read-models.ts';

/**
 * Reads the one document of a settings collection, creating it with its defaults on first use.
 * Two first readers at once race on the unique `key`; the loser simply reads the winner's document.
 */
export async function getOrCreateSingleton(model: Model<any>, key: string): Promise<Record<string, unknown>> {
  const found = await model.findOne({ key }).lean<Record<string, unknown>>();
  if (found) return found;
  try {
    return (await model.create({ key })).toObject() as Record<string, unknown>;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    const again = await model.findOne({ key }).lean<Record<string, unknown>>();
    if (!again) throw error;
    return again;
  }
}

/** `{ link: { facebook: 'x' } }` -> `{ 'link.facebook': 'x' }`, so a partial update keeps the siblings. */
export function flattenForSet(
  data: Record<string, unknown>,
  nested: readonly string[],
): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined) continue;
    if (nested.includes(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [sub, value] of Object.entries(v)) if (value !== undefined) set[`${k}.${sub}`] = value;
    } else set[k] = v;
  }
  return set;
}

/**
 * The read model of a singleton document (home, introduction): one item, created on first read,
 * kept in the gateway like every other content (lib/content-store.ts).
 */
export function singletonStore<T extends { _id: string; updatedAt?: Date }>(options: {
  name: string;
  type: ContentType;
  model: Model<any>;
  key: string;
  toItem: (doc: Record<string, unknown>) => T;
}) {
  const { model, key, toItem } = options;
  const store = new ContentStore<T>(options.name, {
    type: options.type,
    all: async function* () {
      yield toItem(await getOrCreateSingleton(model, key));
    },
    byId: async (id) => {
      const doc = await model.findById(id).lean<Record<string, unknown>>();
      return doc ? toItem(doc) : null;
    },
  })
    .follow(bus)
    .resyncEvery(RESYNC_MS);
  registerReadModel(store);
  return {
    store,
    /** The document, from the read model. */
    async get(): Promise<T> {
      const [item] = await store.all();
      return item ?? toItem(await getOrCreateSingleton(model, key));
    },
  };
}
