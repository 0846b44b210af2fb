import { Router } from 'express';
import { clientOf } from '../limits/limits.service.ts';
import {
  cancelManagedBooking,
  createBooking,
  getManagedBooking,
  listBookings,
  manageUrl,
  setBookingStatus,
} from './bookings.service.ts';

export const bookingsRouter = Router();

bookingsRouter.post('/create', async (req, res) => {
  const booking = await createBooking({ input: req.body, client: clientOf(req) });
  res.status(201).json({ results: { ...booking, manageUrl: manageUrl(booking) } });
});
bookingsRouter.get('/manage/:id', async (req, res) => {
  res.json({ results: await getManagedBooking({ id: req.params.id, token: req.query.t }) });
});
bookingsRouter.post('/manage/:id/cancel', async (req, res) => {
  res.json({ results: await cancelManagedBooking({ id: req.params.id, token: req.body?.t }) });
});
bookingsRouter.get('/all', async (req, res) => {
  const { status, page, pageSize, after } = req.query;
  res.json({ results: await listBookings({ status, page, pageSize, after, user: req.user }) });
});
bookingsRouter.put('/status/:id', async (req, res) => {
  res.json({
    results: await setBookingStatus({ id: req.params.id, status: req.body?.status, user: req.user }),
  });
});
