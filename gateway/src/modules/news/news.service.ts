import mongoose from 'mongoose';
import { publishChange } from '../../lib/content-bus.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { cached, LIST_TTL_MS, type Boundary } from '../../lib/read-cache.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import { parseInput } from '../../lib/validate.ts';
import { isStaff, requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import type { PublishStatus } from '../events/events.schemas.ts';
import type { Page } from '../events/events.service.ts';
import type { ImageValue } from '../media/media.schemas.ts';
import { getTagBySlug, getTagsByIds, type Tag } from '../tags/tags.service.ts';
import { NewsModel } from './news.model.ts';
import { newsInput, newsListArgs, newsUpdate, relatedLimit, type NewsListArgs } from './news.schemas.ts';
import { isScheduled, op, publicOnly, publishingOperations } from '../../lib/publishing.ts';

export interface News {
  _id: string;
  slug: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  contentVi: string;
  contentEn: string;
  cover: ImageValue | null;
  tagIds: string[];
  status: PublishStatus;
  publishedAt: Date | null;
  featured: boolean;
  /** Published with a publishedAt still in the future: hidden from visitors until then. */
  scheduled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewsWithTags extends News {
  tags: Tag[];
}

// sanitizeFilter is on for every query; operators built here from validated values are marked trusted.

const PROJECTION = { __v: 0 } as const;
const NEWEST_FIRST = { publishedAt: -1, createdAt: -1, _id: -1 } as const;

function toNews(doc: Record<string, any>): News {
  const publishedAt = doc.publishedAt ? new Date(doc.publishedAt) : null;
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
    tagIds: (doc.tagIds ?? []).map(String),
    status: doc.status,
    publishedAt,
    featured: Boolean(doc.featured),
    scheduled: isScheduled(doc.status, publishedAt),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** When public news lists change by themselves: the next scheduled publication (one indexed look-up). */
export const newsBoundary: Boundary = async (from) => {
  const next = await NewsModel.findOne(
    { status: 'published', publishedAt: op({ $gt: from }) },
    { _id: 0, publishedAt: 1 },
  )
    .sort({ publishedAt: 1 })
    .lean<{ publishedAt?: Date }>();
  return next?.publishedAt ? new Date(next.publishedAt).getTime() : null;
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const hiddenFrom = (news: News, user?: AuthUser) =>
  !isStaff(user) && (news.status !== 'published' || news.scheduled);

/** Fills in the tags of many posts with one query. */
export async function withTags(items: News[]): Promise<NewsWithTags[]> {
  const ids = [...new Set(items.flatMap((n) => n.tagIds))];
  const tags = ids.length ? await getTagsByIds(ids) : [];
  const byId = new Map(tags.map((t) => [String(t._id), t]));
  return items.map((n) => ({ ...n, tags: n.tagIds.flatMap((id) => byId.get(id) ?? []) }));
}

export async function listNews({
  user,
  ...args
}: Record<string, unknown> & { user?: AuthUser }): Promise<Page<News>> {
  const a = parseInput(newsListArgs, args);
  const staff = isStaff(user);
  if (staff) return findNews(a, true);
  // Visitors: one cache entry per filter and page for a few seconds (scheduled publishing).
  return cached(`news:list:${JSON.stringify(a)}`, () => findNews(a, false), LIST_TTL_MS, newsBoundary);
}

async function findNews(a: NewsListArgs, staff: boolean): Promise<Page<News>> {
  const query: Record<string, unknown> = staff ? {} : publicOnly();
  if (staff && a.status) query.status = a.status;
  if (a.search) {
    const pattern = new RegExp(escapeRegex(a.search), 'i');
    query.$or = [{ titleVi: pattern }, { titleEn: pattern }];
  }
  let tagId = a.tagId ?? undefined;
  if (!tagId && a.tagSlug) {
    try {
      tagId = (await getTagBySlug({ slug: a.tagSlug }))._id;
    } catch (error) {
      // An unknown tag names no post.
      if ((error as { code?: string }).code === 'NOT_FOUND')
        return { items: [], total: 0, page: a.page, pageSize: a.pageSize };
      throw error;
    }
  }
  if (tagId) query.tagIds = objectId(tagId, 'Tag');
  if (typeof a.featured === 'boolean') query.featured = a.featured;

  const [docs, total] = await Promise.all([
    NewsModel.find(query, PROJECTION)
      .sort(NEWEST_FIRST)
      .skip((a.page - 1) * a.pageSize)
      .limit(a.pageSize)
      .lean(),
    NewsModel.countDocuments(query),
  ]);
  return { items: docs.map(toNews), total, page: a.page, pageSize: a.pageSize };
}

async function findNewsBySlug(slug: string, user?: AuthUser): Promise<News> {
  const doc = await NewsModel.findOne({ slug }, PROJECTION).lean();
  if (!doc) throw notFound('News');
  const news = toNews(doc);
  if (hiddenFrom(news, user)) throw notFound('News');
  return news;
}

/** Visitors read a published post from the read cache (a 404 is never cached). */
export async function getNewsBySlug({ slug, user }: { slug: string; user?: AuthUser }): Promise<News> {
  const s = String(slug);
  if (isStaff(user)) return findNewsBySlug(s, user);
  return cached(`news:slug:${s}`, () => findNewsBySlug(s));
}

/** Other public posts sharing a tag with this one, newest first, then the latest posts to fill up. */
export async function relatedNews({
  news,
  limit,
}: {
  news: { _id?: string | null; tagIds?: readonly string[] | null };
  limit?: unknown;
}): Promise<News[]> {
  const max = parseInput(relatedLimit.default(3), limit ?? undefined);
  const excluded = news._id && mongoose.isObjectIdOrHexString(news._id) ? [news._id] : [];
  const tagIds = (news.tagIds ?? []).filter((id) => mongoose.isObjectIdOrHexString(id));
  // Public posts only, so the answer is the same for everyone: cached like a list.
  const key = `news:related:${max}:${excluded.join()}:${tagIds.join()}`;
  return cached(key, () => findRelated(max, excluded, tagIds), LIST_TTL_MS, newsBoundary);
}

async function findRelated(max: number, excluded: string[], tagIds: string[]): Promise<News[]> {
  const oid = (id: string) => new mongoose.Types.ObjectId(id);
  const now = new Date();
  const found: News[] = [];
  if (tagIds.length) {
    const docs = await NewsModel.find(
      { ...publicOnly(now), _id: op({ $nin: excluded.map(oid) }), tagIds: op({ $in: tagIds.map(oid) }) },
      PROJECTION,
    )
      .sort(NEWEST_FIRST)
      .limit(max)
      .lean();
    found.push(...docs.map(toNews));
  }
  if (found.length < max) {
    const skip = [...excluded, ...found.map((n) => n._id)];
    const docs = await NewsModel.find({ ...publicOnly(now), _id: op({ $nin: skip.map(oid) }) }, PROJECTION)
      .sort(NEWEST_FIRST)
      .limit(max - found.length)
      .lean();
    found.push(...docs.map(toNews));
  }
  return found;
}

async function checkTags(tagIds: string[] | undefined): Promise<void> {
  if (!tagIds?.length) return;
  const unique = [...new Set(tagIds)];
  const tags = await getTagsByIds(unique);
  if (tags.length !== unique.length) throw badInput('Invalid input', { tagIds: 'Thẻ không tồn tại' });
}

async function ensureSlugFree(slug: string, excludeId?: string): Promise<void> {
  const taken = await NewsModel.findOne({ slug }, { _id: 1 }).lean();
  if (taken && String(taken._id) !== excludeId) {
    throw conflict('slug already in use', { slug: 'Slug đã được dùng cho tin khác' });
  }
}

export async function createNews({ input, user }: { input: unknown; user?: AuthUser }): Promise<News> {
  requireRole(user, 'editor');
  const data = parseInput(newsInput, input);
  await checkTags(data.tagIds);
  let slug: string;
  if (data.slug) {
    await ensureSlugFree(data.slug);
    slug = data.slug;
  } else {
    slug = await uniqueSlug(NewsModel, data.titleVi);
  }
  const doc = await NewsModel.create({
    ...data,
    slug,
    contentVi: sanitizeRichText(data.contentVi),
    contentEn: sanitizeRichText(data.contentEn),
    publishedAt: data.publishedAt ?? (data.status === 'published' ? new Date() : null),
  });
  publishChange({ type: 'news', id: String(doc._id) });
  return toNews(doc.toObject());
}

export async function updateNews({
  id,
  input,
  user,
}: {
  id: string;
  input: unknown;
  user?: AuthUser;
}): Promise<News> {
  requireRole(user, 'editor');
  const _id = objectId(id, 'News');
  const data = parseInput(newsUpdate, input);
  const current = await NewsModel.findOne({ _id }, { status: 1, publishedAt: 1 }).lean<Record<string, any>>();
  if (!current) throw notFound('News');
  await checkTags(data.tagIds);
  if (data.slug) await ensureSlugFree(data.slug, id);
  const set: Record<string, unknown> = { ...data };
  if (data.contentVi !== undefined) set.contentVi = sanitizeRichText(data.contentVi);
  if (data.contentEn !== undefined) set.contentEn = sanitizeRichText(data.contentEn);
  const status = data.status ?? current.status;
  const publishedAt = data.publishedAt !== undefined ? data.publishedAt : current.publishedAt;
  if (status === 'published' && !publishedAt) set.publishedAt = new Date();
  const doc = await NewsModel.findOneAndUpdate(
    { _id },
    { $set: set },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!doc) throw notFound('News');
  publishChange({ type: 'news', id });
  return toNews(doc);
}

const publishing = publishingOperations(NewsModel, { type: 'news', what: 'News', toItem: toNews });
export const deleteNews = publishing.remove;
export const publishNews = publishing.publish;
export const unpublishNews = publishing.unpublish;
