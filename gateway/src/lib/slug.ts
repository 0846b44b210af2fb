import type { Model } from 'mongoose';
import { slugify } from './slugify.ts';

export { slugify };

/** The first free slug of `base`, `base-2`, `base-3`… in a collection, ignoring the item itself. */
export async function uniqueSlug(model: Model<any>, base: string, excludeId?: string): Promise<string> {
  const root = slugify(base) || 'item';
  const pattern = new RegExp(`^${root}(-\\d+)?$`);
  const taken = new Set(
    (await model.find({ slug: pattern }, { slug: 1 }).lean<{ _id: unknown; slug: string }[]>())
      .filter((d) => String(d._id) !== excludeId)
      .map((d) => d.slug),
  );
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}
