import { Router } from 'express';
import { deleteForever, listTrash, restoreFromTrash } from './trash.service.ts';

export const trashRouter = Router();

trashRouter.get('/all', async (req, res) => {
  res.json({ results: await listTrash({ user: req.user }) });
});
trashRouter.put('/restore/:type/:id', async (req, res) => {
  res.json({ results: await restoreFromTrash({ input: req.params, user: req.user }) });
});
trashRouter.delete('/:type/:id', async (req, res) => {
  res.json({ results: await deleteForever({ input: req.params, user: req.user }) });
});
