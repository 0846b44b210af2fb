import { Router } from 'express';
import { createTag, deleteTag, getTag, listTags, updateTag } from './tags.service.ts';

export const tagsRouter = Router();

tagsRouter.get('/all', async (_req, res) => {
  res.json({ results: await listTags() });
});
tagsRouter.post('/create', async (req, res) => {
  res.status(201).json({ results: await createTag({ input: req.body, user: req.user }) });
});
tagsRouter.put('/delete/:id', async (req, res) => {
  res.json({ results: await deleteTag({ id: req.params.id, user: req.user }) });
});
tagsRouter.get('/:id', async (req, res) => {
  res.json({ results: await getTag({ id: req.params.id }) });
});
tagsRouter.put('/:id', async (req, res) => {
  res.json({ results: await updateTag({ id: req.params.id, input: req.body, user: req.user }) });
});
