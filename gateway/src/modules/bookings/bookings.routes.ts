import { Router } from 'express';
import { clientOf } from '../limits/limits.service.ts';
import { sendCsv } from '../../http/csv.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { areaOfId } from '../areas/areas.service.ts';
import { eventOfId } from '../events/events.service.ts';
import { createBooking } from './bookings.create.ts';
import { checkIn, doorList } from './bookings.door.ts';
import { BOOKING_EXPORT_COLUMNS, exportBookings } from './bookings.export.ts';
import { cancelManagedBooking, getManagedBooking } from './bookings.link.ts';
import { listBookings, manageUrl, type Booking } from './bookings.service.ts';
import { setBookingStatus } from './bookings.status.ts';

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
  // Each area's and event's name once per export, not once per row.
  const names = new Map<string, Promise<string>>();
  const placeName = (b: Booking) => {
    const key = b.eventId ? `e${b.eventId}` : b.areaId ? `a${b.areaId}` : '';
    let name = names.get(key);
    if (!name) {
      name = (async () =>
        (b.eventId
          ? (await eventOfId(b.eventId))?.titleVi
          : b.areaId
            ? (await areaOfId(b.areaId))?.nameVi
            : '') ?? '')();
      names.set(key, name);
    }
    return name;
  };
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
