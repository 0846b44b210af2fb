import { Router } from 'express';
import { cachedEntry, sendCached } from '../../lib/read-cache.ts';
import { getIntroduction, updateIntroduction } from './intro.service.ts';

export const introRouter = Router();

// Public and the same for everyone: the cached body with ETag, shared-cache headers and 304s.
introRouter.get('/', async (req, res) => {
  sendCached(req, res, await cachedEntry('rest:intro', getIntroduction));
});
introRouter.put('/update', async (req, res) => {
  res.json({ results: await updateIntroduction({ input: req.body, user: req.user }) });
});
