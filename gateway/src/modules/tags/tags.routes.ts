import { Router } from 'express';
import { cachedEntry, sendCached } from '../../lib/read-cache.ts';
import { createTag, deleteTag, getTag, listTags, updateTag } from './tags.service.ts';

export const tagsRouter = Router();

// Tags are the same for everyone: always the cached body with ETag and 304s.
tagsRouter.get('/all', async (req, res) => {
  sendCached(req, res, await cachedEntry('rest:tags:all', listTags));
});
tagsRouter.post('/create', async (req, res) => {
  res.status(201).json({ results: await createTag({ input: req.body, user: req.user }) });
});
tagsRouter.put('/delete/:id', async (req, res) => {
  res.json({ results: await deleteTag({ id: req.params.id, user: req.user }) });
});
tagsRouter.get('/:id', async (req, res) => {
  const id = req.params.id;
  sendCached(req, res, await cachedEntry(`rest:tags:${id}`, () => getTag({ id })));
});
tagsRouter.put('/:id', async (req, res) => {
  res.json({ results: await updateTag({ id: req.params.id, input: req.body, user: req.user }) });
});
