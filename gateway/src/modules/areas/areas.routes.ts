import { Router } from 'express';
import {
  createArea,
  deleteArea,
  getAreaBySlug,
  listAreas,
  reorderAreas,
  updateArea,
} from './areas.service.ts';

export const areasRouter = Router();

areasRouter.get('/all', async (_req, res) => {
  res.json({ results: await listAreas() });
});
areasRouter.get('/slug/:slug', async (req, res) => {
  res.json({ results: await getAreaBySlug({ slug: req.params.slug }) });
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
