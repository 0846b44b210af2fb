import { Router } from 'express';
import { diffVersion, listVersions, restoreVersion } from './versions.service.ts';

export const versionsRouter = Router();

versionsRouter.get('/:type/:id', async (req, res) => {
  res.json({ results: await listVersions({ input: req.params, user: req.user }) });
});
versionsRouter.get('/:type/:id/:version/diff', async (req, res) => {
  res.json({ results: await diffVersion({ input: req.params, user: req.user }) });
});
versionsRouter.put('/restore/:type/:id/:version', async (req, res) => {
  res.json({ results: await restoreVersion({ input: req.params, user: req.user }) });
});
