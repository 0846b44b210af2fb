import { now as clockNow, nowDate } from '../../lib/clock.ts';
import { linkToken, linkTokenMatches } from '../../lib/link-token.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { addDays, venueDayEnd, venueInstant } from '../../lib/venue-time-input.ts';
import { buildCalendar } from '../feeds/ics.ts';
import { slugify } from '../../lib/slugify.ts';
import { formatDateTime } from '../../lib/venue-time-input.ts';
import type { EventEmitter } from 'node:events';
import mongoose from 'mongoose';
import { bus, publish } from '../../lib/content-bus.ts';
import { AppError, badInput, conflict, notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { Inbox, inboxStatuses, registerInbox, type InboxFilter } from '../../lib/inbox.ts';
import { parseInput } from '../../lib/validate.ts';
import { getAreasByIds } from '../areas/areas.service.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { countUnhandledMessages } from '../contact/contact.service.ts';
import { eventStore } from '../events/events.service.ts';
import { isPublicAt } from '../publishing/publishing.service.ts';
import {
  countHoneypot,
  pickLanguage,
  refuseKnownSender,
  storeOnce,
  venueCeilingReached,
  type Client,
} from '../limits/limits.service.ts';
import {
  guardMailKind,
  mailBookingCreated,
  mailBookingStatusChanged,
  reminderId,
  restoreMail,
  withdrawBookingCreated,
  withdrawMail,
} from '../mail/mail.service.ts';
import { BookingChangeModel, BookingModel } from './bookings.model.ts';
import { insertOnce } from '../../db/connect.ts';
import {
  bookingInput,
  bookingListQuery,
  bookingExportQuery,
  bookingStatusInput,
  checkInInput,
  doorQuery,
  type Booking,
  type BookingData,
  type BookingPage,
  type BookingStatus,
} from './bookings.schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  bookingSettings,
  fullError,
  givePlaces,
  slotOf,
  takePlaces,
  type Slot,
} from '../capacity/capacity.service.ts';

export type { Booking, BookingPage };

function toBooking(doc: Record<string, unknown>): Booking {
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
const inbox = registerInbox(bookingsInbox());

/** The area a visitor named is one visitors can see (the areas' read model: no query). */
async function assertAreaExists(id: string): Promise<void> {
  const [area] = await getAreasByIds([id]);
  if (!area) throw badInput('Khu vực không tồn tại', { areaId: 'Khu vực không tồn tại' });
}

async function assertEventBookable(id: string): Promise<void> {
  // From the read model: a rush of bookings costs the database one insert each, nothing more.
  const event = await eventStore.get(id.toLowerCase());
  if (!event || !event.bookingEnabled || !isPublicAt(event, clockNow()))
    throw badInput('Sự kiện không tồn tại hoặc không nhận đặt chỗ', {
      eventId: 'Sự kiện không tồn tại hoặc không nhận đặt chỗ',
    });
}

/**
 * Public: a visitor books a table/visit. Staff hear about it through the `bookingCreated` event.
 * Limited per address, per email and venue-wide (modules/limits); the same booking sent again
 * within the duplicate window returns the first one; a filled honeypot is answered, not stored.
 */
export async function createBooking({
  input,
  client = {},
}: {
  input: unknown;
  client?: Client;
}): Promise<Booking> {
  const { website, ...data } = parseInput(bookingInput, input);
  // The id is chosen here, so that the insert can be tried again after a database restart without
  // storing the booking twice: a duplicate key with this fresh id stored means a try was stored
  // (ours, or the driver's own retry of it).
  const _id = new mongoose.Types.ObjectId();
  if (website?.trim()) {
    countHoneypot('booking', client);
    const now = nowDate();
    return toBooking({ _id, ...data, status: 'new', createdAt: now, updatedAt: now });
  }
  refuseKnownSender(data.email, client, input);
  // The places are taken (alongside the limits) before the booking is stored, and given back if
  // it is not (a crash in between leaves them taken: never more guests than places).
  const slot = await slotOf(data);
  const hold =
    slot?.limit != null
      ? {
          take: async () => {
            if (!(await takePlaces(slot, data.guests, String(_id)))) throw await fullError(data);
          },
          giveBack: (why: string) => givePlaces(slot.key, data.guests, `${_id}:${why}`),
        }
      : undefined;
  // The mails are written beside the booking, not after it (FerretDB has no multi-document
  // transactions): their send guard waits for the booking and withdraws them if it never comes.
  let mailing: Promise<void> | undefined;
  const stored = await storeBooking(_id, data, client, input, slot, hold, (fields) => {
    mailing ??= mailsOf(toBooking({ ...fields, createdAt: nowDate(), updatedAt: nowDate() }));
    mailing.catch(() => undefined); // awaited below, or withdrawn with a failed insert
  }).catch(async (error: unknown) => {
    if (mailing) await mailing.then(() => withdrawBookingCreated(String(_id))).catch(() => undefined);
    throw error;
  });
  const booking = toBooking(stored.doc);
  if (!stored.copy) inbox.put(booking);
  // A copy writes the first one's mails again, which their ids make a no-op, so a retried request
  // mends a lost write; so does a second try here when the first was lost while the booking was
  // being stored (a database restart).
  await (stored.copy || !mailing ? mailsOf(booking) : mailing.catch(() => mailsOf(booking)));
  // A copy was announced as the first one.
  if (!stored.copy) publish('bookingCreated', booking);
  return booking;
}

const mailsOf = async (booking: Booking) =>
  mailBookingCreated(booking, absolute(manageUrl(booking)), await reminderOf(booking));

function storeBooking(
  _id: mongoose.Types.ObjectId,
  data: Omit<ReturnType<typeof bookingInput.parse>, 'website'>,
  client: Client,
  input: unknown,
  slot: Slot | null,
  hold?: Parameters<typeof storeOnce>[0]['hold'],
  beside?: (fields: Record<string, unknown>) => void,
) {
  return storeOnce({
    hold,
    kind: 'booking',
    // The same booking: email, date, time slot, area and event.
    parts: [data.email, data.date, data.timeSlot, data.areaId ?? '', data.eventId ?? ''],
    id: String(_id),
    email: data.email,
    client: { ...client, language: pickLanguage(input, client.language) },
    load: (id) => BookingModel.findById(id).lean<Record<string, unknown>>(),
    check: async () => {
      if (data.areaId) await assertAreaExists(data.areaId);
      if (data.eventId) await assertEventBookable(data.eventId);
    },
    create: async ({ mailHeld }) => {
      const fields = {
        _id,
        ...data,
        status: 'new',
        mailHeld,
        ...(slot?.limit != null ? { slot: slot.key, placesHeld: true } : {}),
      };
      beside?.(fields);
      return (await BookingModel.create(fields)).toObject();
    },
  });
}

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

export async function setBookingStatus({
  id,
  status,
  user,
}: {
  id: string;
  status: unknown;
  user?: AuthUser;
}): Promise<Booking> {
  requireRole(user, 'editor');
  const _id = objectId(id, 'Booking');
  const data = parseInput(bookingStatusInput, { status });
  return changeStatus(_id, data.status, { user });
}

/**
 * Compare-and-set on (status, change count): the same status asked again changes nothing and mails
 * nothing; two changes at once are counted one after the other. Cancelling gives the places back
 * (only the change that wins does); taking a cancelled booking back takes them again, or refuses.
 */
async function changeStatus(
  _id: mongoose.Types.ObjectId,
  status: BookingStatus,
  actor: { user?: AuthUser; visitor?: boolean },
): Promise<Booking> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const current = await BookingModel.findById(_id).lean<Record<string, unknown>>();
    if (!current) throw notFound('Booking');
    if (current.status === status) return toBooking(current);
    const change = ((current.statusChanges as number | undefined) ?? 0) + 1;
    const claimed = `${_id}#${change}`;
    if (!(await insertOnce(BookingChangeModel, { _id: claimed, status, at: nowDate() }))) {
      // Another change took this number: the same one asked twice is done, else read it again.
      const winner = await BookingChangeModel.findById(claimed).lean<{ status: string }>();
      if (winner?.status === status) return toBooking({ ...current, status, statusChanges: change });
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 30));
      continue;
    }
    // The number is this change's alone: what it read is the booking after change n-1.
    const releasing = status === 'cancelled' && current.placesHeld === true;
    const slot = current.status === 'cancelled' ? await slotOf(toBooking(current), { check: false }) : null;
    const retaking = slot?.limit != null;
    if (retaking && !(await takePlaces(slot, current.guests as number, `${_id}:back:${change}`))) {
      await BookingChangeModel.deleteOne({ _id: claimed });
      throw await fullError(toBooking(current));
    }
    await BookingModel.updateOne(
      { _id },
      {
        $set: {
          status,
          statusChanges: change,
          ...(releasing ? { placesHeld: false } : {}),
          ...(retaking ? { placesHeld: true, slot: slot.key } : {}),
        },
      },
      { runValidators: true },
    );
    if (releasing) {
      await givePlaces(current.slot as string, current.guests as number, `${_id}:cancel:${change}`);
      placesFreed(current.slot as string);
    }
    const doc = await BookingModel.findById(_id).lean<Record<string, unknown>>();
    const booking = toBooking(doc ?? { ...current, status });
    if (status === 'cancelled') await withdrawMail(reminderId(booking._id));
    else if (current.status === 'cancelled') {
      const reminder = await reminderOf(booking);
      if (reminder) await restoreMail(reminderId(booking._id), reminder.due);
    }
    inbox.put(booking);
    recordAudit({
      user: actor.user,
      action: 'status',
      type: 'booking',
      id: String(_id),
      label: actor.visitor ? `${booking.name} (khách tự huỷ)` : booking.name,
      before: { status: current.status as string },
      after: { status: booking.status },
    });
    if (status === 'confirmed' || status === 'cancelled')
      await mailBookingStatusChanged({ ...booking, status }, change);
    publish('bookingUpdated', booking);
    return booking;
  }
  throw conflict('Trạng thái vừa được người khác thay đổi, hãy thử lại', { status: 'changed meanwhile' });
}

const freedListeners: ((slot: string) => void)[] = [];
/** Places of `slot` came back (the waiting list offers them). */
export function onPlacesFreed(listener: (slot: string) => void): void {
  freedListeners.push(listener);
}
function placesFreed(slot: string): void {
  for (const listener of freedListeners) listener(slot);
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

// ---------- the visitor's own booking ----------

/** Unguessable and for this booking only (lib/link-token.ts). */
export const manageToken = (id: string) => linkToken('booking-manage', id);

/** The page where the visitor sees and can cancel their booking (site-relative). */
export const manageUrl = (b: { _id: string; language: string }) =>
  `/booking/manage/${b._id}?t=${manageToken(b._id)}&lang=${b.language}`;

const absolute = (path: string) => `${runtimeConfig().publicUrl}${path}`;

/** The reminder's time (the day before, at the setting's hour) and calendar entry; none once past. */
async function reminderOf(booking: Booking): Promise<{ due: Date; ics: string } | undefined> {
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
  return { due, ics };
}

// A reminder goes only for a booking that is still on when it is due.
guardMailKind('booking-reminder', async (id) => {
  const doc = await BookingModel.findById(id).lean<{ status?: string }>();
  return Boolean(doc && doc.status !== 'cancelled');
});

/**
 * A new booking's mails were written beside it: they go once it is stored, and never if it was
 * not. Its insert is given up within DB_WAIT_MS (≤ 60 s) and one write's try; after that, its
 * absence is final.
 */
const BOOKING_STORED_WITHIN_MS = 2 * 60_000;
for (const kind of ['booking-received', 'booking-confirmation'])
  guardMailKind(kind, async (id, writtenAt) => {
    if (await BookingModel.exists({ _id: id })) return true;
    return clockNow() - writtenAt.getTime() < BOOKING_STORED_WITHIN_MS ? 'later' : false;
  });

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
  const { cancelCutoffHours } = await bookingSettings();
  const cancellableUntil = new Date(
    venueInstant(booking.date, booking.timeSlot).getTime() - cancelCutoffHours * 3600_000,
  );
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
    cancellableUntil,
    canCancel: booking.status !== 'cancelled' && clockNow() < cancellableUntil.getTime(),
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

/**
 * A booking whose places are already held for it (a waiting-list offer accepted): stored, mailed
 * and announced as a new one. `_id` chosen by the caller, so a retry finds the first.
 */
export async function createHeldBooking(
  _id: string,
  data: Omit<BookingData, 'website'>,
  slotKey: string,
): Promise<Booking> {
  let doc = await BookingModel.findById(_id).lean<Record<string, unknown>>();
  const first = !doc;
  if (!doc) {
    try {
      doc = (
        await BookingModel.create({ _id, ...data, status: 'new', slot: slotKey, placesHeld: true })
      ).toObject() as Record<string, unknown>;
    } catch (error) {
      doc = await BookingModel.findById(_id).lean<Record<string, unknown>>();
      if (!doc) throw error;
    }
  }
  const booking = toBooking(doc);
  if (first) inbox.put(booking);
  await mailBookingCreated(booking, absolute(manageUrl(booking)), await reminderOf(booking));
  if (first) publish('bookingCreated', booking);
  return booking;
}

export { managed as managedView };

// ---------- the staff's day: the door and exports ----------

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

const STATUS_VI: Record<BookingStatus, string> = {
  new: 'Mới',
  confirmed: 'Đã xác nhận',
  cancelled: 'Đã huỷ',
};

/** The columns of a bookings export, in the admin's language; dates in venue time. */
export const BOOKING_EXPORT_COLUMNS = [
  'Mã',
  'Tạo lúc',
  'Ngày',
  'Giờ',
  'Họ tên',
  'Điện thoại',
  'Email',
  'Số khách',
  'Khu vực / Sự kiện',
  'Ghi chú',
  'Ngôn ngữ',
  'Trạng thái',
  'Đã đến',
] as const;

/**
 * Staff: the bookings the list's filters keep, newest first, one row at a time (never all in
 * memory). Audited once read to the end or stopped: who, which filters, how many rows.
 */
export async function* exportBookings({
  query,
  user,
  placeName,
}: {
  query: unknown;
  user?: AuthUser;
  /** The area's or event's name for a booking (their read models). */
  placeName: (b: Booking) => string | Promise<string>;
}): AsyncGenerator<string[]> {
  requireRole(user, 'editor');
  const { status, from, to, areaId, eventId } = parseInput(bookingExportQuery, query ?? {});
  const ref = eventId
    ? `event:${eventId.toLowerCase()}`
    : areaId
      ? `area:${areaId.toLowerCase()}`
      : undefined;
  let rows = 0;
  try {
    for await (const b of inbox.documents({ state: status, from, to, ref })) {
      rows++;
      yield [
        b._id,
        formatDateTime(b.createdAt),
        b.date,
        b.timeSlot,
        b.name,
        b.phone,
        b.email,
        String(b.guests),
        await placeName(b),
        b.note,
        b.language,
        STATUS_VI[b.status],
        b.noShow ? 'Không đến' : b.arrived === null ? '' : String(b.arrived),
      ];
    }
  } finally {
    recordAudit({
      user,
      action: 'export',
      type: 'booking',
      label: `${rows} đặt chỗ`,
      after: {
        rows,
        status: status ?? null,
        from: from ?? null,
        to: to ?? null,
        areaId: areaId ?? null,
        eventId: eventId ?? null,
      },
    });
  }
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
