import type { EventEmitter } from 'node:events';
import mongoose from 'mongoose';
import { now as clockNow } from '../../lib/clock.ts';
import { bus, publish } from '../../lib/content-bus.ts';
import { notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { Inbox, inboxStatuses, registerInbox, type InboxFilter } from '../../lib/inbox.ts';
import { linkToken } from '../../lib/link-token.ts';
import { logger } from '../../lib/logger.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { parseInput } from '../../lib/validate.ts';
import { addDays, venueInstant } from '../../lib/venue-time-input.ts';
import { areaOfId } from '../areas/areas.service.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { bookingSettings } from '../capacity/capacity.service.ts';
import { onRecount, recountSoon, registerPlaceHolders } from '../capacity/places.ts';
import { countUnhandledMessages } from '../contact/contact.service.ts';
import { eventOfId } from '../events/events.service.ts';
import { buildCalendar } from '../feeds/ics.ts';
import { venueCeilingReached } from '../limits/limits.service.ts';
import {
  bookingCreatedMails,
  enqueueMails,
  reminderId,
  restoreMail,
  statusMails,
  withdrawMail,
  type OutgoingMail,
} from '../mail/mail.service.ts';
import { BookingModel } from './bookings.model.ts';
import { bookingListQuery, type Booking, type BookingPage, type BookingStatus } from './bookings.schemas.ts';

export type { Booking, BookingPage };

export function toBooking(doc: Record<string, unknown>): Booking {
  return {
    _id: String(doc._id),
    name: doc.name as string,
    phone: doc.phone as string,
    email: doc.email as string,
    date: doc.date as string,
    timeSlot: doc.timeSlot as string,
    guests: doc.guests as number,
    areaId: doc.areaId ? String(doc.areaId) : null,
    eventId: doc.eventId ? String(doc.eventId) : null,
    note: (doc.note as string) ?? '',
    language: (doc.language as Booking['language']) ?? 'vi',
    status: (doc.status as BookingStatus) ?? 'new',
    mailHeld: Boolean(doc.mailHeld),
    arrived: typeof doc.arrived === 'number' ? doc.arrived : null,
    noShow: Boolean(doc.noShow),
    // Dates arrive as strings in a booking another gateway published on the bus.
    createdAt: new Date(doc.createdAt as Date),
    updatedAt: new Date(doc.updatedAt as Date),
  };
}

/**
 * The bookings inbox: newest first, by status, counted (lib/inbox.ts). Bookings stored by another
 * gateway reach it through `events`, the content bus.
 */
export function bookingsInbox(events: EventEmitter = bus): Inbox<Booking> {
  return new Inbox<Booking>({
    name: 'bookings',
    model: BookingModel,
    toDoc: toBooking,
    stateField: 'status',
    stateValue: (state) => state,
    stateOf: (b) => b.status,
    day: {
      of: (b) => b.date,
      filter: (from, to) => ({
        date: mongoose.trusted({ ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) }),
      }),
    },
    ref: {
      of: (b) => (b.eventId ? `event:${b.eventId}` : b.areaId ? `area:${b.areaId}` : null),
      filter: (ref) => {
        const [kind, id] = ref.split(':');
        return { [kind === 'event' ? 'eventId' : 'areaId']: new mongoose.Types.ObjectId(id) };
      },
    },
  }).follow(events, ['bookingCreated', 'bookingUpdated']);
}
export const inbox = registerInbox(bookingsInbox());

// The places a slot has taken are the guests of the bookings holding them (capacity/places.ts).
registerPlaceHolders(() =>
  BookingModel.find({ placesHeld: true }, { slot: 1, guests: 1 })
    .lean<{ slot: string; guests: number }[]>()
    .cursor(),
);

export async function listBookings({
  user,
  ...query
}: {
  status?: unknown;
  page?: unknown;
  pageSize?: unknown;
  after?: unknown;
  user?: AuthUser;
}): Promise<BookingPage> {
  requireRole(user, 'editor');
  const { status, page, pageSize, after } = parseInput(bookingListQuery, {
    ...query,
    after: query.after ?? undefined,
  });
  const { items, total, nextCursor } = await inbox.page({ state: status, page, pageSize, after });
  return { items, total, page: after ? 0 : page, pageSize, nextCursor };
}

export async function getBooking({ id, user }: { id: string; user?: AuthUser }): Promise<Booking> {
  requireRole(user, 'editor');
  const booking = await inbox.document(String(objectId(id, 'Booking')));
  if (!booking) throw notFound('Booking');
  return booking;
}

/** Badge counts for the admin inbox. */
export async function inboxCounts({ user }: { user?: AuthUser }): Promise<{
  newBookings: number;
  unhandledMessages: number;
  mailsHeld: boolean;
  rebuilding: { inbox: string; done: number; total: number }[];
}> {
  requireRole(user, 'editor');
  return {
    newBookings: await inbox.count('new'),
    unhandledMessages: await countUnhandledMessages(),
    mailsHeld: await venueCeilingReached(),
    rebuilding: inboxStatuses()
      .filter((s) => s.state === 'rebuilding')
      .map((s) => ({ inbox: s.name, done: s.done ?? 0, total: s.total ?? 0 })),
  };
}

/** Staff: the bookings a filter keeps, a row at a time (the dashboard's figures). */
export function bookingsWhere(filter: InboxFilter, user?: AuthUser): AsyncGenerator<Booking> {
  requireRole(user, 'editor');
  return inbox.documents(filter);
}

/** Staff: when each booking a filter keeps was made (ms), without reading the bookings. */
export function bookingTimesWhere(filter: InboxFilter, user?: AuthUser): AsyncGenerator<number> {
  requireRole(user, 'editor');
  return inbox.createdTimes(filter);
}

// ---------- links and mails ----------

/** Unguessable and for this booking only (lib/link-token.ts). */
export const manageToken = (id: string) => linkToken('booking-manage', id);

/** The page where the visitor sees and can cancel their booking (site-relative). */
export const manageUrl = (b: { _id: string; language: string }) =>
  `/booking/manage/${b._id}?t=${manageToken(b._id)}&lang=${b.language}`;

const absolute = (path: string) => `${runtimeConfig().publicUrl}${path}`;

/** When the visitor may cancel online until (the setting's hours before the slot). */
export async function cancellableUntil(booking: { date: string; timeSlot: string }): Promise<Date> {
  const { cancelCutoffHours } = await bookingSettings();
  return new Date(venueInstant(booking.date, booking.timeSlot).getTime() - cancelCutoffHours * 3600_000);
}

/** The names of the area or event a booking or waiting-list entry is for, as its mails say them. */
export async function placeOf(of: { areaId: string | null; eventId: string | null }) {
  const [area, event] = await Promise.all([
    of.areaId ? areaOfId(of.areaId) : null,
    of.eventId ? eventOfId(of.eventId) : null,
  ]);
  return { placeVi: event?.titleVi ?? area?.nameVi ?? '', placeEn: event?.titleEn || area?.nameEn || '' };
}

/** What a booking's mails say beside the booking: the place's names and whether it can be cancelled. */
async function factsOf(booking: Booking) {
  return {
    ...booking,
    ...(await placeOf(booking)),
    canCancel: booking.status !== 'cancelled' && clockNow() < (await cancellableUntil(booking)).getTime(),
  };
}

/** The reminder's time (the day before, at the setting's hour) and calendar entry; none once past. */
async function reminderOf(
  booking: Booking,
): Promise<{ due: Date; ics: string; canCancel: boolean } | undefined> {
  const { reminderHour } = await bookingSettings();
  const due = venueInstant(addDays(booking.date, -1), `${String(reminderHour).padStart(2, '0')}:00`);
  if (due.getTime() <= clockNow()) return undefined;
  const start = venueInstant(booking.date, booking.timeSlot);
  const ics = buildCalendar(
    [
      {
        uid: `booking-${booking._id}@venue`,
        start,
        end: new Date(start.getTime() + 2 * 3600_000),
        summary:
          booking.language === 'en'
            ? `Booking: ${booking.guests} guests`
            : `Đặt chỗ: ${booking.guests} khách`,
        description: booking.note,
        location: '',
        url: absolute(manageUrl(booking)),
      },
    ],
    { name: 'Venue' },
  );
  return { due, ics, canCancel: due < (await cancellableUntil(booking)) };
}

/** A new booking's mails (to the venue, to the visitor, the reminder), rendered to be written. */
export async function newBookingMails(booking: Booking): Promise<OutgoingMail[]> {
  return bookingCreatedMails(await factsOf(booking), absolute(manageUrl(booking)), await reminderOf(booking));
}

/**
 * What a status change tells: the visitor's mail of this change (`change` numbers it, so a mail
 * is written once per change; a guest's own cancellation also to the venue) and the reminder
 * withdrawn or wanted again. Written in the same decision as the change where the database has
 * transactions, right after it where not.
 */
export async function statusChangeMails(
  booking: Booking,
  before: BookingStatus,
  change: number,
  by: 'staff' | 'visitor',
): Promise<void> {
  if (booking.status === 'confirmed' || booking.status === 'cancelled')
    await enqueueMails(
      await statusMails(
        { ...(await factsOf(booking)), status: booking.status },
        change,
        by,
        absolute(manageUrl(booking)),
      ),
    );
  if (booking.status === 'cancelled') await withdrawMail(reminderId(booking._id));
  else if (before === 'cancelled') {
    const reminder = await reminderOf(booking);
    if (reminder) await restoreMail(reminderId(booking._id), reminder.due);
  }
}

/**
 * Where this gateway is the only writer, a kill can fall between a booking's write and its
 * mails': a start writes again the mails of the bookings changed in the day before it (each mail's
 * id names its booking and change, so what was written already is left as it is).
 */
export async function rewriteRecentMails(since: Date): Promise<number> {
  let written = 0;
  const recent = BookingModel.find({ updatedAt: mongoose.trusted({ $gte: since }) })
    .lean<Record<string, unknown>[]>()
    .cursor();
  for await (const doc of recent) {
    await rewriteMailsOf(doc);
    written++;
  }
  if (written) logger.info({ bookings: written }, 'mails of recent bookings written again where missing');
  return written;
}

/** A booking's mails as its state asks for them, written where missing (ids name their cause). */
async function rewriteMailsOf(doc: Record<string, unknown>): Promise<void> {
  const booking = toBooking(doc);
  await enqueueMails(await newBookingMails(booking));
  const change = (doc.statusChanges as number | undefined) ?? 0;
  if (change)
    await statusChangeMails(booking, 'new', change, doc.cancelledBy === 'visitor' ? 'visitor' : 'staff');
}

/**
 * Bookings whose write went unanswered (the database paused, or gone past DB_WAIT_MS): the write
 * may yet land after its request was answered 503. Once the database answers again (after the
 * recount that such a failure asks for), each is read back, and one that landed is told to the
 * inbox and the bus and gets its mails. Looked for during 90 s.
 */
const unsettled = new Map<string, number>();
export function settleLater(id: string): void {
  unsettled.set(id, Date.now());
  recountSoon();
}
onRecount(async () => {
  for (const [id, since] of unsettled) {
    const doc = await BookingModel.findById(id).lean<Record<string, unknown>>();
    if (doc) {
      const booking = toBooking(doc);
      inbox.put(booking);
      publish('bookingUpdated', booking);
      await rewriteMailsOf(doc);
    }
    if (doc || Date.now() - since > 90_000) unsettled.delete(id);
  }
});

/** New bookings whose mails are still being written (this gateway's): a status change waits. */
const mailing = new Map<string, Promise<unknown>>();
export function untilMailed<T>(id: string, written: Promise<T>): Promise<T> {
  const settled = written.finally(() => mailing.delete(id));
  mailing.set(
    id,
    settled.catch(() => undefined),
  );
  return settled;
}
export const mailsWritten = (id: string): Promise<unknown> => mailing.get(id) ?? Promise.resolve();

/** Whether a booking of this id is stored (a waiting-list offer's booking has the entry's id). */
export async function bookingExists(id: string): Promise<boolean> {
  return Boolean(await BookingModel.exists({ _id: id }));
}
