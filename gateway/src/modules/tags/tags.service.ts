import mongoose from 'mongoose';
import { publishChange } from '../../lib/content-bus.ts';
import { notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { TagModel } from './tags.model.ts';
import { tagInput, tagUpdate } from './tags.schemas.ts';

export interface Tag {
  _id: string;
  nameVi: string;
  nameEn: string;
  slug: string;
  createdAt: Date;
  updatedAt: Date;
}

const PROJECTION = { nameVi: 1, nameEn: 1, slug: 1, createdAt: 1, updatedAt: 1 } as const;

function toTag(doc: Record<string, unknown>): Tag {
  return { ...(doc as unknown as Tag), _id: String(doc._id), nameEn: (doc.nameEn as string) ?? '' };
}

export async function listTags(): Promise<Tag[]> {
  const docs = await TagModel.find({ deleted: false }, PROJECTION).sort({ nameVi: 1 }).lean();
  return docs.map(toTag);
}

export async function getTag({ id }: { id: string }): Promise<Tag> {
  const doc = await TagModel.findOne({ _id: objectId(id, 'Tag'), deleted: false }, PROJECTION).lean();
  if (!doc) throw notFound('Tag');
  return toTag(doc);
}

export async function getTagBySlug({ slug }: { slug: string }): Promise<Tag> {
  const doc = await TagModel.findOne({ slug: String(slug), deleted: false }, PROJECTION).lean();
  if (!doc) throw notFound('Tag');
  return toTag(doc);
}

/** Loads many tags at once (DataLoader batch); deleted tags are left out. */
export async function getTagsByIds(ids: readonly string[]): Promise<Tag[]> {
  const docs = await TagModel.find(
    // sanitizeFilter would wrap a plain `$in` in `$eq`; these ids were just parsed, so it is trusted.
    { _id: mongoose.trusted({ $in: ids.map((id) => objectId(id, 'Tag')) }), deleted: false },
    PROJECTION,
  ).lean();
  return docs.map(toTag);
}

export async function createTag({ input, user }: { input: unknown; user?: AuthUser }): Promise<Tag> {
  requireRole(user, 'editor');
  const data = parseInput(tagInput, input);
  const slug = data.slug ?? (await uniqueSlug(TagModel, data.nameEn || data.nameVi));
  const doc = await TagModel.create({ ...data, slug });
  publishChange({ type: 'tag', id: String(doc._id) });
  return toTag(doc.toObject());
}

export async function updateTag({
  id,
  input,
  user,
}: {
  id: string;
  input: unknown;
  user?: AuthUser;
}): Promise<Tag> {
  requireRole(user, 'editor');
  const _id = objectId(id, 'Tag');
  const data = parseInput(tagUpdate, input);
  const doc = await TagModel.findOneAndUpdate(
    { _id, deleted: false },
    { $set: data },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!doc) throw notFound('Tag');
  publishChange({ type: 'tag', id });
  return toTag(doc);
}

/** Soft delete: events and news keep their history, the tag disappears from every list. */
export async function deleteTag({ id, user }: { id: string; user?: AuthUser }): Promise<Tag> {
  requireRole(user, 'editor');
  const _id = objectId(id, 'Tag');
  const doc = await TagModel.findOneAndUpdate(
    { _id, deleted: false },
    { $set: { deleted: true } },
    { returnDocument: 'after' },
  ).lean();
  if (!doc) throw notFound('Tag');
  publishChange({ type: 'tag', id });
  return toTag(doc);
}
