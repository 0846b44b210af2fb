import { Router } from 'express';
import { cachedEntry, sendCached, sendPrivate } from '../../lib/read-cache.ts';
import { parseInput } from '../../lib/validate.ts';
import { eventListQuery, type EventFilter, type EventListQuery } from './events.schemas.ts';
import {
  createEvent,
  deleteEvent,
  getEventBySlug,
  listEvents,
  publishEvent,
  unpublishEvent,
  updateEvent,
  withRelations,
} from './events.service.ts';

export const eventsRouter = Router();

const isId = (v: string) => /^[0-9a-fA-F]{24}$/.test(v);

/** `tag` and `area` take an id or a slug, so links can use either. */
function toFilter(q: EventListQuery): EventFilter {
  return {
    tagId: q.tagId ?? (q.tag && isId(q.tag) ? q.tag : undefined),
    tagSlug: q.tagSlug ?? (q.tag && !isId(q.tag) ? q.tag : undefined),
    areaId: q.areaId ?? (q.area && isId(q.area) ? q.area : undefined),
    areaSlug: q.areaSlug ?? (q.area && !isId(q.area) ? q.area : undefined),
    when: q.when,
    featured: q.featured,
    search: q.search,
    status: q.status,
  };
}

eventsRouter.get('/all', async (req, res) => {
  const q = parseInput(eventListQuery, req.query);
  const load = async () => {
    const page = await listEvents({
      filter: toFilter(q),
      page: q.page,
      pageSize: q.pageSize,
      after: q.after,
      user: req.user,
    });
    return { ...page, items: await withRelations(page.items) };
  };
  // Staff see drafts: never cached. Visitors: the cached body (a few seconds, see read-cache).
  if (req.user) return sendPrivate(res, await load());
  sendCached(req, res, await cachedEntry(`rest:events:all:${JSON.stringify(q)}`, load));
});
eventsRouter.get('/slug/:slug', async (req, res) => {
  const slug = req.params.slug;
  const load = async () => (await withRelations([await getEventBySlug({ slug, user: req.user })]))[0];
  if (req.user) return sendPrivate(res, await load());
  sendCached(req, res, await cachedEntry(`rest:events:slug:${slug}`, load));
});
eventsRouter.post('/create', async (req, res) => {
  const [event] = await withRelations([await createEvent({ input: req.body, user: req.user })]);
  res.status(201).json({ results: event });
});
eventsRouter.delete('/delete/:id', async (req, res) => {
  res.json({ results: await deleteEvent({ id: req.params.id, user: req.user }) });
});
eventsRouter.put('/publish/:id', async (req, res) => {
  const [event] = await withRelations([await publishEvent({ id: req.params.id, user: req.user })]);
  res.json({ results: event });
});
eventsRouter.put('/unpublish/:id', async (req, res) => {
  const [event] = await withRelations([await unpublishEvent({ id: req.params.id, user: req.user })]);
  res.json({ results: event });
});
eventsRouter.put('/:id', async (req, res) => {
  const [event] = await withRelations([
    await updateEvent({ id: req.params.id, input: req.body, user: req.user }),
  ]);
  res.json({ results: event });
});
