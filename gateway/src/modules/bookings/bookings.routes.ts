import { Router } from 'express';
import { clientOf } from '../limits/limits.service.ts';
import { createBooking, listBookings, setBookingStatus } from './bookings.service.ts';

export const bookingsRouter = Router();

bookingsRouter.post('/create', async (req, res) => {
  res.status(201).json({ results: await createBooking({ input: req.body, client: clientOf(req) }) });
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
