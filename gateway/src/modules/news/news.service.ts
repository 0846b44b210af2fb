import mongoose from 'mongoose';
import { nowDate } from '../../lib/clock.ts';
import { badInput } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import {
  hasUnknownTags,
  nextPublicationOf,
  op,
  publicOnly,
  publishableHead,
  publishableTail,
  publishingOperations,
  titleSearch,
  type PublishableHead,
  type PublishableTail,
} from '../../lib/publishing.ts';
import { cached, LIST_TTL_MS, type Boundary } from '../../lib/read-cache.ts';
import { parseInput } from '../../lib/validate.ts';
import { isStaff } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import type { Page } from '../events/events.service.ts';
import { getTagBySlug, getTagsByIds, type Tag } from '../tags/tags.service.ts';
import { NewsModel } from './news.model.ts';
import { newsInput, newsListArgs, newsUpdate, relatedLimit, type NewsListArgs } from './news.schemas.ts';

export interface News extends PublishableHead, PublishableTail {
  tagIds: string[];
}

export interface NewsWithTags extends News {
  tags: Tag[];
}

// sanitizeFilter is on for every query; operators built here from validated values are marked trusted.

const PROJECTION = { __v: 0 } as const;
const NEWEST_FIRST = { publishedAt: -1, createdAt: -1, _id: -1 } as const;

function toNews(doc: Record<string, any>): News {
  return { ...publishableHead(doc), tagIds: (doc.tagIds ?? []).map(String), ...publishableTail(doc) };
}

const publishing = publishingOperations(NewsModel, {
  type: 'news',
  what: 'News',
  toItem: toNews,
  projection: PROJECTION,
  cacheKey: 'news',
  slugTaken: 'Slug đã được dùng cho tin khác',
});

/** When public news lists change by themselves: the next scheduled publication (one indexed look-up). */
export const newsBoundary: Boundary = nextPublicationOf(NewsModel);

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
  if (a.search) query.$or = titleSearch(a.search);
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

export const getNewsBySlug = publishing.bySlug;

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
  const now = nowDate();
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

const checkTags = async ({ tagIds }: { tagIds?: string[] }): Promise<void> => {
  if (await hasUnknownTags(tagIds)) throw badInput('Invalid input', { tagIds: 'Thẻ không tồn tại' });
};

export const createNews = (args: { input: unknown; user?: AuthUser }) =>
  publishing.create(args, newsInput, checkTags);

export const updateNews = (args: { id: string; input: unknown; user?: AuthUser }) =>
  publishing.update(args, newsUpdate, checkTags);

export const deleteNews = publishing.remove;
export const publishNews = publishing.publish;
export const unpublishNews = publishing.unpublish;
