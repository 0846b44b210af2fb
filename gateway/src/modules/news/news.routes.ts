import { Router } from 'express';
import { cachedEntry, sendCached, sendPrivate } from '../../lib/read-cache.ts';
import { parseInput } from '../../lib/validate.ts';
import { newsListQuery } from './news.schemas.ts';
import {
  createNews,
  deleteNews,
  getNewsBySlug,
  listNews,
  publishNews,
  unpublishNews,
  updateNews,
  withTags,
} from './news.service.ts';

export const newsRouter = Router();

const isId = (v: string) => /^[0-9a-fA-F]{24}$/.test(v);

newsRouter.get('/all', async (req, res) => {
  const { tag, ...q } = parseInput(newsListQuery, req.query);
  const load = async () => {
    const page = await listNews({
      ...q,
      tagId: q.tagId ?? (tag && isId(tag) ? tag : undefined),
      tagSlug: q.tagSlug ?? (tag && !isId(tag) ? tag : undefined),
      user: req.user,
    });
    return { ...page, items: await withTags(page.items) };
  };
  // Staff see drafts: never cached. Visitors: the cached body (a few seconds, see read-cache).
  if (req.user) return sendPrivate(res, await load());
  sendCached(req, res, await cachedEntry(`rest:news:all:${JSON.stringify([tag, q])}`, load));
});
newsRouter.get('/slug/:slug', async (req, res) => {
  const slug = req.params.slug;
  const load = async () => (await withTags([await getNewsBySlug({ slug, user: req.user })]))[0];
  if (req.user) return sendPrivate(res, await load());
  sendCached(req, res, await cachedEntry(`rest:news:slug:${slug}`, load));
});
newsRouter.post('/create', async (req, res) => {
  const [news] = await withTags([await createNews({ input: req.body, user: req.user })]);
  res.status(201).json({ results: news });
});
newsRouter.delete('/delete/:id', async (req, res) => {
  res.json({ results: await deleteNews({ id: req.params.id, user: req.user }) });
});
newsRouter.put('/publish/:id', async (req, res) => {
  const [news] = await withTags([await publishNews({ id: req.params.id, user: req.user })]);
  res.json({ results: news });
});
newsRouter.put('/unpublish/:id', async (req, res) => {
  const [news] = await withTags([await unpublishNews({ id: req.params.id, user: req.user })]);
  res.json({ results: news });
});
newsRouter.put('/:id', async (req, res) => {
  const [news] = await withTags([await updateNews({ id: req.params.id, input: req.body, user: req.user })]);
  res.json({ results: news });
});
