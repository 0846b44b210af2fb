import type { Model } from 'mongoose';

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
