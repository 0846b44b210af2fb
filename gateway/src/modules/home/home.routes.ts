import { Router } from 'express';
import { cachedEntry, sendCached } from '../../lib/read-cache.ts';
import { getHome, updateHome } from './home.service.ts';

export const homeRouter = Router();

// Public and the same for everyone: the cached body with ETag, shared-cache headers and 304s.
homeRouter.get('/all', async (req, res) => {
  sendCached(req, res, await cachedEntry('rest:home', getHome));
});
homeRouter.put('/update', async (req, res) => {
  res.json({ results: await updateHome({ input: req.body, user: req.user }) });
});
