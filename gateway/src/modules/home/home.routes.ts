import { Router } from 'express';
import { getHome, updateHome } from './home.service.ts';

export const homeRouter = Router();

homeRouter.get('/all', async (_req, res) => {
  res.json({ results: await getHome() });
});
homeRouter.put('/update', async (req, res) => {
  res.json({ results: await updateHome({ input: req.body, user: req.user }) });
});
