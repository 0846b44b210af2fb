import { publishChange } from '../../lib/content-bus.ts';
import { notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { cached } from '../../lib/read-cache.ts';
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

async function loadTags(): Promise<Tag[]> {
  const docs = await TagModel.find({ deleted: false }, PROJECTION).sort({ nameVi: 1 }).lean();
  return docs.map(toTag);
}

/**
 * Every tag, from the read cache (a venue has tens of tags, the same for visitors and staff); the
 * single-tag look-ups and the DataLoader batch read the same list, so an events page costs no query.
 */
export async function listTags(): Promise<Tag[]> {
  return cached('tags:all', loadTags);
}

export async function getTag({ id }: { id: string }): Promise<Tag> {
  const _id = String(objectId(id, 'Tag'));
  const tag = (await listTags()).find((t) => t._id === _id);
  if (!tag) throw notFound('Tag');
  return tag;
}

export async function getTagBySlug({ slug }: { slug: string }): Promise<Tag> {
  const wanted = String(slug);
  const tag = (await listTags()).find((t) => t.slug === wanted);
  if (!tag) throw notFound('Tag');
  return tag;
}

/** Loads many tags at once (DataLoader batch); deleted tags are left out. */
export async function getTagsByIds(ids: readonly string[]): Promise<Tag[]> {
  const wanted = new Set(ids.map((id) => String(objectId(id, 'Tag'))));
  return (await listTags()).filter((t) => wanted.has(t._id));
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
