import { Router } from 'express';
import { manageUrl } from '../bookings/bookings.service.ts';
import { clientOf } from '../limits/limits.service.ts';
import { acceptWaitlistOffer, getWaitlistOffer, joinWaitlist, listWaitlist } from './waitlist.service.ts';

export const waitlistRouter = Router();

waitlistRouter.post('/join', async (req, res) => {
  res.status(201).json({ results: await joinWaitlist({ input: req.body, client: clientOf(req) }) });
});
waitlistRouter.get('/all', async (req, res) => {
  const { status, page, pageSize } = req.query;
  res.json({ results: await listWaitlist({ status, page, pageSize, user: req.user }) });
});
waitlistRouter.get('/offer/:id', async (req, res) => {
  res.json({ results: await getWaitlistOffer({ id: req.params.id, token: req.query.t }) });
});
waitlistRouter.post('/offer/:id/accept', async (req, res) => {
  const booking = await acceptWaitlistOffer({ id: req.params.id, token: req.body?.t });
  res.json({ results: { ...booking, manageUrl: manageUrl(booking) } });
});
