import { Router } from 'express';
import { cachedEntry, sendCached } from '../../lib/read-cache.ts';
import {
  createArea,
  deleteArea,
  getAreaBySlug,
  listAreas,
  reorderAreas,
  updateArea,
} from './areas.service.ts';

export const areasRouter = Router();

// Areas have no drafts: always the cached body with ETag and 304s.
areasRouter.get('/all', async (req, res) => {
  sendCached(req, res, await cachedEntry('rest:areas:all', listAreas));
});
areasRouter.get('/slug/:slug', async (req, res) => {
  const slug = req.params.slug;
  sendCached(req, res, await cachedEntry(`rest:areas:slug:${slug}`, () => getAreaBySlug({ slug })));
});
areasRouter.post('/create', async (req, res) => {
  res.status(201).json({ results: await createArea({ input: req.body, user: req.user }) });
});
areasRouter.put('/reorder', async (req, res) => {
  res.json({ results: await reorderAreas({ input: req.body, user: req.user }) });
});
areasRouter.delete('/delete/:id', async (req, res) => {
  res.json({ results: await deleteArea({ id: req.params.id, user: req.user }) });
});
areasRouter.put('/:id', async (req, res) => {
  res.json({ results: await updateArea({ id: req.params.id, input: req.body, user: req.user }) });
});
