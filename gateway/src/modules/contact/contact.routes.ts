import { Router } from 'express';
import { clientOf } from '../limits/limits.service.ts';
import { listContactMessages, markContactHandled, sendContactMessage } from './contact.service.ts';

export const contactRouter = Router();

contactRouter.post('/create', async (req, res) => {
  res.status(201).json({ results: await sendContactMessage({ input: req.body, client: clientOf(req) }) });
});
contactRouter.get('/all', async (req, res) => {
  const { handled, page, pageSize, after } = req.query;
  res.json({ results: await listContactMessages({ handled, page, pageSize, after, user: req.user }) });
});
contactRouter.put('/handled/:id', async (req, res) => {
  res.json({
    results: await markContactHandled({ id: req.params.id, handled: req.body?.handled, user: req.user }),
  });
});
