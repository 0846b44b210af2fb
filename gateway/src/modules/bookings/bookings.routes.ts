import { Router } from 'express';
import { clientOf } from '../limits/limits.service.ts';
import { sendCsv } from '../../http/csv.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { areaOfId } from '../areas/areas.service.ts';
import { eventOfId } from '../events/events.service.ts';
import {
  BOOKING_EXPORT_COLUMNS,
  checkIn,
  doorList,
  exportBookings,
  type Booking,
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
bookingsRouter.get('/door', async (req, res) => {
  const { date, search } = req.query;
  res.json({ results: await doorList({ date, search, user: req.user }) });
});
bookingsRouter.put('/checkin/:id', async (req, res) => {
  res.json({ results: await checkIn({ id: req.params.id, input: req.body, user: req.user }) });
});
bookingsRouter.get('/export.csv', async (req, res) => {
  const placeName = async (b: Booking) =>
    (b.eventId
      ? (await eventOfId(b.eventId))?.titleVi
      : b.areaId
        ? (await areaOfId(b.areaId))?.nameVi
        : '') ?? '';
  await sendCsv(
    res,
    `dat-cho-${venueToday()}.csv`,
    BOOKING_EXPORT_COLUMNS,
    exportBookings({ query: req.query, user: req.user, placeName }),
  );
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
