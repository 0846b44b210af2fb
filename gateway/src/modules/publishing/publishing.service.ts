import type { Model } from 'mongoose';
import type { z } from 'zod';
import { isStaff, requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { now as clockNow, nowDate } from '../../lib/clock.ts';
import type { ImageValue } from '../media/media.schemas.ts';
import { getTagsByIds } from '../tags/tags.service.ts';
import { publishChange, type ContentType } from '../../lib/content-bus.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import type { ContentStore } from '../../lib/content-store.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import { trashOf, trashOperations } from '../trash/trash.store.ts';
import { recordVersion } from '../versions/versions.store.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { VersionType } from '../versions/versions.schemas.ts';
import { parseInput } from '../../lib/validate.ts';
import type { PublishStatus } from './publishing.schemas.ts';

/** Published with a publication time still to come. */
export function isScheduled(
  status: unknown,
  publishedAt: Date | null | undefined,
  now: number = clockNow(),
): boolean {
  return status === 'published' && !!publishedAt && publishedAt.getTime() > now;
}

/** Whether a visitor may see the item at `now` (scheduled publishing needs no job). */
export const isPublicAt = (item: { status: string; publishedAt: Date | null }, now: number) =>
  item.status === 'published' && !!item.publishedAt && item.publishedAt.getTime() <= now;

/** The item with `scheduled` as of `now` (held items keep the value of when they were read). */
export function asOf<T extends PublishableTail>(item: T, now: number = clockNow()): T {
  const scheduled = isScheduled(item.status, item.publishedAt, now);
  return scheduled === item.scheduled ? item : { ...item, scheduled };
}

/** The fields an event and a news post share, as the services answer them. */
export interface PublishableHead {
  _id: string;
  slug: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  contentVi: string;
  contentEn: string;
  cover: ImageValue | null;
}

export interface PublishableTail {
  status: PublishStatus;
  publishedAt: Date | null;
  featured: boolean;
  /** Published with a publishedAt still in the future: hidden from visitors until then. */
  scheduled: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** In the trash since (soft delete); absent on live items. */
  deletedAt?: Date;
  deletedBy?: string;
}

/** The shared leading fields of a stored item (the item's own fields go between head and tail). */
export function publishableHead(doc: Record<string, any>): PublishableHead {
  return {
    _id: String(doc._id),
    slug: doc.slug,
    titleVi: doc.titleVi,
    titleEn: doc.titleEn ?? '',
    summaryVi: doc.summaryVi ?? '',
    summaryEn: doc.summaryEn ?? '',
    contentVi: doc.contentVi ?? '',
    contentEn: doc.contentEn ?? '',
    cover: doc.cover ?? null,
  };
}

export function publishableTail(doc: Record<string, any>): PublishableTail {
  const publishedAt = doc.publishedAt ? new Date(doc.publishedAt) : null;
  return {
    status: doc.status,
    publishedAt,
    featured: Boolean(doc.featured),
    scheduled: isScheduled(doc.status, publishedAt),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    ...trashOf(doc),
  };
}

/** Whether a visitor may see the item (staff see everything). */
export const hiddenFrom = (
  item: { status: string; scheduled: boolean; publishedAt?: Date | null },
  user?: AuthUser,
) =>
  !isStaff(user) &&
  (item.status !== 'published' ||
    (item.publishedAt !== undefined ? isScheduled(item.status, item.publishedAt) : item.scheduled));

/** A case-insensitive title search (Vietnamese or English), its text matched literally. */
export function titleMatcher(search: string): (item: { titleVi: string; titleEn: string }) => boolean {
  const pattern = new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return (item) => pattern.test(item.titleVi) || pattern.test(item.titleEn);
}

/** True when one of the tag ids names no tag. */
export async function hasUnknownTags(tagIds: string[] | undefined): Promise<boolean> {
  if (!tagIds?.length) return false;
  const unique = [...new Set(tagIds)];
  const tags = await getTagsByIds(unique);
  return tags.length !== unique.length;
}

type ById<T> = (args: { id: string; user?: AuthUser }) => Promise<T>;

/** What creates and updates share: the slug, the rich text and the publication time. */
interface PublishableData {
  slug?: string;
  titleVi?: string;
  contentVi?: string;
  contentEn?: string;
  status?: PublishStatus;
  publishedAt?: Date | null;
}

/**
 * Writing a collection with `status` and `publishedAt` (events, news): create and update after the
 * item's own checks, delete, publish and unpublish.
 */
export function publishingOperations<T extends PublishableHead & PublishableTail>(
  model: Model<any>,
  options: {
    type: ContentType;
    what: string;
    toItem: (doc: Record<string, any>) => T;
    /** The message of a 409 on a slug another item already has. */
    slugTaken: string;
    /** The read model every read of the collection is answered from. */
    store: ContentStore<T>;
  },
) {
  const { store } = options;
  const bySlug = () => store.view('bySlug', (items) => new Map(items.map((i) => [i.slug, i])));
  /** The stored item after a write: into the read model first (staff read their own writes), then the bus. */
  const answer = (id: string, doc: Record<string, any> | null): T => {
    if (!doc) throw notFound(options.what);
    const item = options.toItem(doc);
    store.put(item);
    publishChange({ type: options.type, id });
    return item;
  };
  const setStatus = (id: string, set: Record<string, unknown>) =>
    model
      .findOneAndUpdate(
        { _id: objectId(id, options.what), deletedAt: null },
        { $set: set },
        { returnDocument: 'after' },
      )
      .lean<Record<string, any>>();
  const ensureSlugFree = async (slug: string, excludeId?: string): Promise<void> => {
    const taken = await model.findOne({ slug }, { _id: 1 }).lean<{ _id: unknown }>();
    if (taken && String(taken._id) !== excludeId)
      throw conflict('slug already in use', { slug: options.slugTaken });
  };
  /** Deleting moves the item to the trash (modules/trash/trash.store.ts): restorable, slug kept. */
  const trash = trashOperations(model, options);
  const remove: ById<T> = trash.trash;
  /** Publishing keeps a chosen publishedAt (a future one schedules the item); otherwise it is now. */
  const publish: ById<T> = async ({ id, user }) => {
    requireRole(user, 'editor');
    const current = await model
      .findOne({ _id: objectId(id, options.what), deletedAt: null }, { publishedAt: 1 })
      .lean<Record<string, any>>();
    if (!current) throw notFound(options.what);
    const item = answer(
      id,
      await setStatus(id, { status: 'published', publishedAt: current.publishedAt ?? nowDate() }),
    );
    recordAudit({ user, action: 'publish', type: options.type, id, label: item.titleVi });
    return item;
  };
  const unpublish: ById<T> = async ({ id, user }) => {
    requireRole(user, 'editor');
    const item = answer(id, await setStatus(id, { status: 'draft' }));
    recordAudit({ user, action: 'unpublish', type: options.type, id, label: item.titleVi });
    return item;
  };
  return {
    /** One item by slug from the read model; drafts and scheduled items only for staff. */
    async bySlug({ slug, user }: { slug: string; user?: AuthUser }): Promise<T> {
      const item = (await bySlug()).get(String(slug));
      if (!item || hiddenFrom(item, user)) throw notFound(options.what);
      return asOf(item);
    },
    /** One item by id from the read model; drafts and scheduled items only for staff. */
    async byId({ id, user }: { id: string; user?: AuthUser }): Promise<T> {
      const item = await store.get(String(objectId(id, options.what)));
      if (!item || hiddenFrom(item, user)) throw notFound(options.what);
      return asOf(item);
    },
    remove,
    trash,
    publish,
    unpublish,
    /**
     * Creates an item (editors): the input parsed with `schema`, then the type's own `check`, which
     * may answer more stored fields. Its own slug if free, else one from the Vietnamese title;
     * sanitised rich text; published now unless a time is given.
     */
    async create<D extends PublishableData & { titleVi: string }>(
      { input, user }: { input: unknown; user?: AuthUser },
      schema: z.ZodType<D>,
      check: (data: D) => Promise<Record<string, unknown> | void>,
    ): Promise<T> {
      requireRole(user, 'editor');
      const data = parseInput(schema, input);
      const extra = (await check(data)) ?? {};
      let slug: string;
      if (data.slug) {
        await ensureSlugFree(data.slug);
        slug = data.slug;
      } else {
        slug = await uniqueSlug(model, data.titleVi);
      }
      const doc = await model.create({
        ...data,
        slug,
        contentVi: sanitizeRichText(data.contentVi),
        contentEn: sanitizeRichText(data.contentEn),
        ...extra,
        publishedAt: data.publishedAt ?? (data.status === 'published' ? nowDate() : null),
      });
      const item = answer(String(doc._id), doc.toObject());
      await recordVersion({ type: options.type as VersionType, id: item._id, after: item, user });
      recordAudit({
        user,
        action: 'create',
        type: options.type,
        id: item._id,
        label: item.titleVi,
        after: item,
      });
      return item;
    },
    /**
     * Updates an item (editors) with what the input names: parsed with `schema`, then the type's own
     * `check` against the stored item, which may answer more fields to set. The slug must be free;
     * publishing without a time publishes now.
     */
    async update<D extends PublishableData>(
      { id, input, user }: { id: string; input: unknown; user?: AuthUser },
      schema: z.ZodType<D>,
      check: (data: D, current: Record<string, any>) => Promise<Record<string, unknown> | void>,
    ): Promise<T> {
      requireRole(user, 'editor');
      const _id = objectId(id, options.what);
      const data = parseInput(schema, input);
      const current = await model.findOne({ _id, deletedAt: null }).lean<Record<string, any>>();
      if (!current) throw notFound(options.what);
      const extra = (await check(data, current)) ?? {};
      if (data.slug) await ensureSlugFree(data.slug, id);
      const set: Record<string, unknown> = { ...data, ...extra };
      if (data.contentVi !== undefined) set.contentVi = sanitizeRichText(data.contentVi);
      if (data.contentEn !== undefined) set.contentEn = sanitizeRichText(data.contentEn);
      const status = data.status ?? current.status;
      const publishedAt = data.publishedAt !== undefined ? data.publishedAt : current.publishedAt;
      if (status === 'published' && !publishedAt) set.publishedAt = nowDate();
      const doc = await model
        .findOneAndUpdate({ _id }, { $set: set }, { returnDocument: 'after', runValidators: true })
        .lean<Record<string, any>>();
      const item = answer(id, doc);
      // Every save is a version; the state it overwrote is kept too when history starts here.
      const before = options.toItem(current);
      await recordVersion({ type: options.type as VersionType, id: item._id, before, after: item, user });
      recordAudit({
        user,
        action: 'update',
        type: options.type,
        id,
        label: item.titleVi,
        before,
        after: item,
      });
      return item;
    },
  };
}
