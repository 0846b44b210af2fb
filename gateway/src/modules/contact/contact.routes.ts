import { sendCsv } from '../../http/csv.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { Router } from 'express';
import { clientOf } from '../limits/limits.service.ts';
import {
  exportContactMessages,
  listContactMessages,
  markContactHandled,
  MESSAGE_EXPORT_COLUMNS,
  sendContactMessage,
} from './contact.service.ts';

export const contactRouter = Router();

contactRouter.get('/export.csv', async (req, res) => {
  await sendCsv(
    res,
    `lien-he-${venueToday()}.csv`,
    MESSAGE_EXPORT_COLUMNS,
    exportContactMessages({ query: req.query, user: req.user }),
  );
});

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
