import { now as clockNow } from '../../lib/clock.ts';
import type { EventEmitter } from 'node:events';
import mongoose from 'mongoose';
import { bus } from '../../lib/content-bus.ts';
import { firstAfter, registerMoments } from '../../lib/content-clock.ts';
import { ContentStore, modelSource } from '../../lib/content-store.ts';
import { badInput } from '../../lib/errors.ts';
import {
  asOf,
  hasUnknownTags,
  isPublicAt,
  publishableHead,
  publishableTail,
  publishingOperations,
  titleMatcher,
} from '../publishing/publishing.service.ts';
import { PublicWindow, publicWindows } from '../publishing/public-window.ts';
import { registerReadModel, RESYNC_MS } from '../../lib/read-models.ts';
import { parseInput } from '../../lib/validate.ts';
import { isStaff } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import type { Page } from '../events/events.service.ts';
import { getTagBySlug, getTagsByIds } from '../tags/tags.service.ts';
import { NewsModel } from './news.model.ts';
import {
  newsInput,
  newsListArgs,
  newsUpdate,
  relatedLimit,
  type News,
  type NewsWithTags,
} from './news.schemas.ts';
import { registerVersioned } from '../versions/versions.registry.ts';

export type { News };

export type { NewsWithTags };

function toNews(doc: Record<string, any>): News {
  return { ...publishableHead(doc), tagIds: (doc.tagIds ?? []).map(String), ...publishableTail(doc) };
}

/** Every post, drafts included, held in the gateway (lib/content-store.ts). */
export const newsReadModel = (events: EventEmitter = bus) =>
  new ContentStore<News>('news', { type: 'news', ...modelSource(NewsModel, toNews) }).follow(events);
export const newsStore = newsReadModel().resyncEvery(RESYNC_MS);
registerReadModel(newsStore);

const publishing = publishingOperations(NewsModel, {
  type: 'news',
  what: 'News',
  toItem: toNews,
  store: newsStore,
  slugTaken: 'Slug đã được dùng cho tin khác',
});

const time = (d: Date | null | undefined) => (d ? d.getTime() : -Infinity);
/** Newest publication first (unpublished drafts last), then newest created, then newest id. */
const byNewest = (a: News, b: News) =>
  time(b.publishedAt) - time(a.publishedAt) ||
  time(b.createdAt) - time(a.createdAt) ||
  (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
const newestFirst = () => newsStore.sortedView('newestFirst', byNewest);

/** Every scheduled publication, ascending (when a public list changes by itself). */
const moments = () =>
  newsStore.peekView('moments', (items) => {
    const times = new Float64Array(items.length);
    let n = 0;
    for (const post of items)
      if (post.status === 'published' && post.publishedAt) times[n++] = post.publishedAt.getTime();
    return times.subarray(0, n).sort();
  });

/** When public news lists change by themselves: the next scheduled publication. */
registerMoments((from) => {
  const sorted = moments();
  return sorted ? firstAfter(sorted, from) : from;
});

/** Fills in the tags of many posts (from the read model). */
export async function withTags(items: News[]): Promise<NewsWithTags[]> {
  const ids = [...new Set(items.flatMap((n) => n.tagIds))];
  const tags = ids.length ? await getTagsByIds(ids) : [];
  const byId = new Map(tags.map((t) => [String(t._id), t]));
  return items.map((n) => ({ ...n, tags: n.tagIds.flatMap((id) => byId.get(id) ?? []) }));
}

/** Visitors' news lists, kept per window until the next scheduled publication (public-window.ts). */
const publicNewsOf = publicWindows<News>((now) => firstAfter(moments()!, now) ?? Infinity);

async function publicNewsAt(now: number): Promise<PublicWindow<News>> {
  return publicNewsOf(await newestFirst(), now);
}

// After each change, what every public page asks for is made before the next request comes.
newsStore.warmOnChange(() => {
  const sorted = newsStore.peekSortedView('newestFirst', byNewest);
  moments();
  if (sorted) publicNewsList(publicNewsOf(sorted, clockNow()));
});

/** The public posts, newest first, with a tag and featured or not when asked. */
function publicNewsList(view: PublicWindow<News>, tagId?: string, featured?: boolean): readonly News[] {
  return view.list(`${tagId ?? ''}|${featured ?? ''}`, () =>
    tagId || featured !== undefined
      ? publicNewsList(view).filter(
          (n) => (!tagId || n.tagIds.includes(tagId)) && (featured === undefined || n.featured === featured),
        )
      : view.sorted.filter((n) => isPublicAt(n, view.from)),
  );
}

/** One page of posts from the read model, newest first: visitors see what is public now. */
export async function listNews({
  user,
  now = clockNow(),
  ...args
}: Record<string, unknown> & { user?: AuthUser; now?: number }): Promise<Page<News>> {
  const a = parseInput(newsListArgs, args);
  const staff = isStaff(user);
  let tagId = a.tagId?.toLowerCase() ?? undefined;
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
  const title = a.search ? titleMatcher(a.search) : undefined;
  const from = (a.page - 1) * a.pageSize;
  if (!staff && !title) {
    const list = publicNewsList(await publicNewsAt(now), tagId, a.featured ?? undefined);
    const items = list.slice(from, from + a.pageSize).map((n) => asOf(n, now));
    return { items, total: list.length, page: a.page, pageSize: a.pageSize };
  }
  const items: News[] = [];
  let total = 0;
  for (const n of await newestFirst()) {
    if (staff ? a.status && n.status !== a.status : !isPublicAt(n, now)) continue;
    if (tagId && !n.tagIds.includes(tagId)) continue;
    if (typeof a.featured === 'boolean' && n.featured !== a.featured) continue;
    if (title && !title(n)) continue;
    if (total >= from && items.length < a.pageSize) items.push(asOf(n, now));
    total++;
  }
  return { items, total, page: a.page, pageSize: a.pageSize };
}

/** Every public post, newest first: for feeds, never capped. */
export async function allPublicNews(now = clockNow()): Promise<News[]> {
  return (await newestFirst()).filter((n) => isPublicAt(n, now));
}

export const getNewsBySlug = publishing.bySlug;

/** Built once: a zod schema with `.default(...)` costs tens of µs to make. */
const relatedOrThree = relatedLimit.default(3);

/** Other public posts sharing a tag with this one, newest first, then the latest posts to fill up. */
export async function relatedNews({
  news,
  limit,
  now = clockNow(),
}: {
  news: { _id?: string | null; tagIds?: readonly string[] | null };
  limit?: unknown;
  now?: number;
}): Promise<News[]> {
  const max = parseInput(relatedOrThree, limit ?? undefined);
  const excluded = news._id && mongoose.isObjectIdOrHexString(news._id) ? String(news._id).toLowerCase() : '';
  const tagIds = new Set((news.tagIds ?? []).map((id) => String(id).toLowerCase()));
  const sharing: News[] = [];
  const rest: News[] = [];
  // Newest first, stopping once enough posts share a tag (usually within the first few).
  for (const n of publicNewsList(await publicNewsAt(now))) {
    if (n._id === excluded) continue;
    if (n.tagIds.some((id) => tagIds.has(id))) {
      sharing.push(n);
      if (sharing.length === max) break;
    } else if (rest.length < max) rest.push(n);
  }
  return [...sharing, ...rest.slice(0, max - sharing.length)].map((n) => asOf(n, now));
}

const checkTags = async ({ tagIds }: { tagIds?: string[] }): Promise<void> => {
  if (await hasUnknownTags(tagIds)) throw badInput('Invalid input', { tagIds: 'Thẻ không tồn tại' });
};

export const createNews = (args: { input: unknown; user?: AuthUser }) =>
  publishing.create(args, newsInput, checkTags);

export const updateNews = (args: { id: string; input: unknown; user?: AuthUser }) =>
  publishing.update(args, newsUpdate, checkTags);

export const deleteNews = publishing.remove;
export const newsTrash = publishing.trash;
export const publishNews = publishing.publish;
export const unpublishNews = publishing.unpublish;

// The versions module restores through the type's own update (it imports no content module).
registerVersioned('news', { restore: (id, input, user) => updateNews({ id, input, user }) });
