import { Router } from 'express';
import { getOutboxMail, listOutbox, releaseMail } from './mail.service.ts';

export const mailRouter = Router();

mailRouter.get('/outbox', async (req, res) => {
  const { status, page, pageSize } = req.query;
  res.json({ results: await listOutbox({ status, page, pageSize, user: req.user }) });
});
mailRouter.get('/outbox/:id', async (req, res) => {
  res.json({ results: await getOutboxMail({ id: req.params.id, user: req.user }) });
});
mailRouter.post('/outbox/:id/release', async (req, res) => {
  res.json({ results: await releaseMail({ id: req.params.id, user: req.user }) });
});
