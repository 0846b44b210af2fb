import { bus, publishChange } from '../../lib/content-bus.ts';
import { ContentStore, modelSource } from '../../lib/content-store.ts';
import { notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { registerReadModel, RESYNC_MS } from '../../lib/read-models.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { recordVersion } from '../versions/versions.store.ts';
import { TagModel } from './tags.model.ts';
import { tagInput, tagUpdate, type Tag } from './tags.schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { registerVersioned } from '../versions/versions.registry.ts';

export type { Tag };

/** A stored tag; deleted ones stay in the read model (soft delete) and out of every answer. */
interface StoredTag extends Tag {
  deleted: boolean;
}

function toStoredTag(doc: Record<string, unknown>): StoredTag {
  return {
    _id: String(doc._id),
    nameVi: (doc.nameVi as string) ?? '',
    nameEn: (doc.nameEn as string) ?? '',
    slug: (doc.slug as string) ?? '',
    createdAt: doc.createdAt as Date,
    updatedAt: doc.updatedAt as Date,
    deleted: Boolean(doc.deleted),
  };
}

const toTag = ({ deleted: _deleted, ...tag }: StoredTag): Tag => tag;

/** Every tag, held in the gateway (lib/content-store.ts). */
export const tagStore = new ContentStore<StoredTag>('tags', {
  type: 'tag',
  ...modelSource(TagModel, toStoredTag),
})
  .follow(bus)
  .resyncEvery(RESYNC_MS);
registerReadModel(tagStore);

const byName = (items: readonly StoredTag[]) =>
  items
    .filter((t) => !t.deleted)
    .sort((a, b) => (a.nameVi < b.nameVi ? -1 : a.nameVi > b.nameVi ? 1 : 0))
    .map(toTag);
const loadTags = () => tagStore.view('byName', byName);

/** The live tags by id (the `byName` list's objects), undefined until the read model is loaded. */
function tagsByIdNow(): ReadonlyMap<string, Tag> | undefined {
  const list = tagStore.peekView('byName', byName);
  return list && tagStore.peekView('byId', () => new Map(list.map((t) => [t._id, t])));
}

const tagsIn = (byId: ReadonlyMap<string, Tag>, ids: readonly string[]) =>
  ids.flatMap((id) => byId.get(id) ?? []);

/**
 * An item's tags in its own order, unknown and deleted ones left out (GraphQL's `tags` fields): a
 * plain array once the read model is loaded, so graphql-js completes the field without a promise
 * (completing promises was the largest cost of an events page); a promise only before that.
 */
export function tagsOfIds(ids: readonly string[]): Tag[] | Promise<Tag[]> {
  const byId = tagsByIdNow();
  if (byId) return tagsIn(byId, ids);
  return tagStore.start().then(() => tagsIn(tagsByIdNow()!, ids));
}

/**
 * Every tag, from the read model (the same for visitors and staff); the single-tag look-ups and the
 * DataLoader batch read the same list, so an events page costs no query.
 */
export async function listTags(): Promise<Tag[]> {
  return loadTags();
}

export async function getTag({ id }: { id: string }): Promise<Tag> {
  const _id = String(objectId(id, 'Tag'));
  const tag = (await listTags()).find((t) => t._id === _id);
  if (!tag) throw notFound('Tag');
  return tag;
}

export async function getTagBySlug({ slug }: { slug: string }): Promise<Tag> {
  const list = await listTags();
  const tag = tagStore.peekView('bySlug', () => new Map(list.map((t) => [t.slug, t])))?.get(String(slug));
  if (!tag) throw notFound('Tag');
  return tag;
}

/** Loads many tags at once (DataLoader batch); deleted tags are left out. */
export async function getTagsByIds(ids: readonly string[]): Promise<Tag[]> {
  const wanted = new Set(ids.map((id) => String(objectId(id, 'Tag'))));
  const list = await listTags();
  // By id, in the list's order (by name): the work is the ids', not every tag's (800 at 100×).
  const order = tagStore.peekView('order', () => new Map(list.map((t, i) => [t._id, i])))!;
  return [...wanted]
    .filter((id) => order.has(id))
    .sort((a, b) => order.get(a)! - order.get(b)!)
    .map((id) => list[order.get(id)!]!);
}

export async function createTag({ input, user }: { input: unknown; user?: AuthUser }): Promise<Tag> {
  requireRole(user, 'editor');
  const data = parseInput(tagInput, input);
  const slug = data.slug ?? (await uniqueSlug(TagModel, data.nameEn || data.nameVi));
  const doc = await TagModel.create({ ...data, slug });
  const tag = toStoredTag(doc.toObject());
  tagStore.put(tag);
  publishChange({ type: 'tag', id: tag._id });
  await recordVersion({ type: 'tag', id: tag._id, after: toTag(tag), user });
  recordAudit({ user, action: 'create', type: 'tag', id: tag._id, label: tag.nameVi, after: toTag(tag) });
  return toTag(tag);
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
  const before = await tagStore.get(String(_id));
  const doc = await TagModel.findOneAndUpdate(
    { _id, deleted: false },
    { $set: data },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!doc) throw notFound('Tag');
  const tag = toStoredTag(doc);
  tagStore.put(tag);
  publishChange({ type: 'tag', id });
  await recordVersion({ type: 'tag', id, before: before && toTag(before), after: toTag(tag), user });
  recordAudit({ user, action: 'update', type: 'tag', id, label: tag.nameVi, before, after: tag });
  return toTag(tag);
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
  const tag = toStoredTag(doc);
  tagStore.put(tag);
  publishChange({ type: 'tag', id });
  recordAudit({ user, action: 'delete', type: 'tag', id, label: tag.nameVi });
  return toTag(tag);
}

// The versions module restores through the type's own update (it imports no content module).
registerVersioned('tag', {
  restore: (id, input, user) => updateTag({ id, input, user }),
  named: getTagsByIds,
});
