import mongoose from 'mongoose';
import { now as clockNow } from '../../lib/clock.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { linkTokenMatches } from '../../lib/link-token.ts';
import { venueDayEnd } from '../../lib/venue-time-input.ts';
import { BookingModel } from './bookings.model.ts';
import type { Booking, BookingStatus } from './bookings.schemas.ts';
import { cancellableUntil, toBooking } from './bookings.service.ts';
import { changeStatus } from './bookings.status.ts';

export interface ManagedBooking {
  _id: string;
  name: string;
  date: string;
  timeSlot: string;
  guests: number;
  status: BookingStatus;
  language: 'vi' | 'en';
  areaId: string | null;
  eventId: string | null;
  cancellableUntil: Date;
  canCancel: boolean;
}

/** The booking a link names: a wrong link is not found, one past the booking's day is gone. */
async function linked(id: unknown, token: unknown): Promise<Booking> {
  const wrong = () => new AppError('NOT_FOUND', 'Liên kết không đúng hoặc không còn dùng được');
  if (
    typeof id !== 'string' ||
    !/^[a-f0-9]{24}$/i.test(id) ||
    !linkTokenMatches('booking-manage', id.toLowerCase(), token)
  )
    throw wrong();
  const doc = await BookingModel.findById(id).lean<Record<string, unknown>>();
  if (!doc) throw wrong();
  const booking = toBooking(doc);
  if (venueDayEnd(booking.date).getTime() <= clockNow())
    throw new AppError('GONE', 'Liên kết đã hết hạn: ngày đặt chỗ đã qua');
  return booking;
}

async function managed(booking: Booking): Promise<ManagedBooking> {
  const until = await cancellableUntil(booking);
  return {
    _id: booking._id,
    name: booking.name,
    date: booking.date,
    timeSlot: booking.timeSlot,
    guests: booking.guests,
    status: booking.status,
    language: booking.language,
    areaId: booking.areaId,
    eventId: booking.eventId,
    cancellableUntil: until,
    canCancel: booking.status !== 'cancelled' && clockNow() < until.getTime(),
  };
}

/** Public, with the link's token: the booking as its visitor sees it. Changes nothing. */
export async function getManagedBooking({
  id,
  token,
}: {
  id: unknown;
  token: unknown;
}): Promise<ManagedBooking> {
  return managed(await linked(id, token));
}

/** Public, with the link's token: the visitor cancels, up to the cut-off before the booking. */
export async function cancelManagedBooking({
  id,
  token,
}: {
  id: unknown;
  token: unknown;
}): Promise<ManagedBooking> {
  const booking = await linked(id, token);
  const view = await managed(booking);
  if (booking.status === 'cancelled') return view;
  if (!view.canCancel)
    throw conflict('Đã quá hạn tự huỷ: hãy liên hệ với chúng tôi', { status: 'past the cut-off' });
  return managed(
    await changeStatus(new mongoose.Types.ObjectId(booking._id), 'cancelled', { visitor: true }),
  );
}

export { managed as managedView };
