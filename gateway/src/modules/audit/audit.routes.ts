import { Router } from 'express';
import { listAudit } from './audit.service.ts';

/** Read only: the audit log has no route that changes or deletes an entry. */
export const auditRouter = Router();

auditRouter.get('/all', async (req, res) => {
  res.json({ results: await listAudit({ ...req.query, user: req.user }) });
});
