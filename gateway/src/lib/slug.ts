// Hand-written on purpose: Vietnamese needs Unicode folding plus đ→d only; slug packages' character
// maps do the same in more code.

import type { Model } from 'mongoose';

/** "Đêm nhạc Jazz" -> "dem-nhac-jazz": diacritics folded, lower case, dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

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
