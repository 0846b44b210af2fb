import { badInput, notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { slugify } from '../../lib/slugify.ts';
import { parseInput } from '../../lib/validate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { BookingModel } from './bookings.model.ts';
import { checkInInput, doorQuery, type Booking } from './bookings.schemas.ts';
import { inbox, toBooking } from './bookings.service.ts';
import { publish } from '../../lib/content-bus.ts';

/**
 * At the door: how many of the party came, a no-show, or (both empty) undone. Any number of taps
 * in any order: the last one stands; each is audited and reaches every gateway's screens.
 */
export async function checkIn({
  id,
  input,
  user,
}: {
  id: string;
  input: unknown;
  user?: AuthUser;
}): Promise<Booking> {
  requireRole(user, 'editor');
  const _id = objectId(id, 'Booking');
  const data = parseInput(checkInInput, input);
  const before = await BookingModel.findById(_id).lean<Record<string, unknown>>();
  if (!before) throw notFound('Booking');
  if (data.arrived !== null && data.arrived > (before.guests as number))
    throw badInput(`Nhiều nhất ${before.guests as number} khách`, { arrived: 'more than the party' });
  const doc = await BookingModel.findOneAndUpdate(
    { _id },
    { $set: { arrived: data.arrived, noShow: data.noShow } },
    { returnDocument: 'after' },
  ).lean<Record<string, unknown>>();
  if (!doc) throw notFound('Booking');
  const booking = toBooking(doc);
  inbox.put(booking);
  recordAudit({
    user,
    action: 'update',
    type: 'booking',
    id: booking._id,
    label: `${booking.name} (tại cửa)`,
    before: { arrived: before.arrived ?? null, noShow: Boolean(before.noShow) },
    after: { arrived: booking.arrived, noShow: booking.noShow },
  });
  publish('bookingUpdated', booking);
  return booking;
}

/** The door's list: a day's bookings not cancelled, by time then name; search by name or phone. */
export async function doorList({
  user,
  ...query
}: {
  date?: unknown;
  search?: unknown;
  user?: AuthUser;
}): Promise<{ items: Booking[]; guests: number; arrived: number }> {
  requireRole(user, 'editor');
  const { date, search } = parseInput(doorQuery, { ...query, search: query.search ?? undefined });
  const words = search ? slugify(search).split('-').filter(Boolean) : [];
  const digits = search?.replace(/\D/g, '') ?? '';
  const items: Booking[] = [];
  for await (const b of inbox.documents({ from: date, to: date })) {
    if (b.status === 'cancelled') continue;
    const name = slugify(b.name);
    const byPhone = digits.length >= 3 && b.phone.replace(/\D/g, '').includes(digits);
    if (words.length && !byPhone && !words.every((w) => name.includes(w))) continue;
    items.push(b);
  }
  items.sort((a, b) => a.timeSlot.localeCompare(b.timeSlot) || a.name.localeCompare(b.name, 'vi'));
  return {
    items,
    guests: items.reduce((sum, b) => sum + b.guests, 0),
    arrived: items.reduce((sum, b) => sum + (b.arrived ?? 0), 0),
  };
}
