import { Router } from 'express';
import { resolveHead } from './seo.service.ts';

/** `GET /api/seo/head?path=&lang=`: the head the SPA applies on client-side navigation. */
export const seoRouter = Router();
seoRouter.get('/head', async (req, res) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.json({ results: await resolveHead({ path: req.query.path, lang: req.query.lang }) });
});
