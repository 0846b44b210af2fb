import { Router } from 'express';
import { dashboard } from './dashboard.service.ts';

export const dashboardRouter = Router();

dashboardRouter.get('/', async (req, res) => {
  res.json({ results: await dashboard({ user: req.user }) });
});
