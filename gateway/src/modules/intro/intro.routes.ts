import { Router } from 'express';
import { getIntroduction, updateIntroduction } from './intro.service.ts';

export const introRouter = Router();

introRouter.get('/', async (_req, res) => {
  res.json({ results: await getIntroduction() });
});
introRouter.put('/update', async (req, res) => {
  res.json({ results: await updateIntroduction({ input: req.body, user: req.user }) });
});
