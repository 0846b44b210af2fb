import { Router } from 'express';
import { createPreviewLink, readPreview } from './preview.service.ts';

export const previewRouter = Router();

previewRouter.post('/create', async (req, res) => {
  res.status(201).json({ results: await createPreviewLink({ input: req.body, user: req.user }) });
});
// Never cached, never indexed: the answer depends on a short-lived secret in the query.
previewRouter.get('/:type/:id', async (req, res) => {
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
  const { item } = await readPreview({ input: { ...req.params, token: req.query.token } });
  res.json({ results: item });
});
