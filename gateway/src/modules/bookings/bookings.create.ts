import mongoose from 'mongoose';
import { isDuplicateKey, writeWhenAvailable } from '../../db/connect.ts';
import { exclusive, writeMode } from '../../db/exclusive.ts';
import { now as clockNow, nowDate } from '../../lib/clock.ts';
import { publish } from '../../lib/content-bus.ts';
import { badInput, toAppError } from '../../lib/errors.ts';
import { stepDone } from '../../lib/kill-switch.ts';
import { parseInput } from '../../lib/validate.ts';
import { getAreasByIds } from '../areas/areas.service.ts';
import { fullError, slotOf } from '../capacity/capacity.service.ts';
import { changePlaces } from '../capacity/places.ts';
import { eventStore } from '../events/events.service.ts';
import {
  countHoneypot,
  pickLanguage,
  refuseKnownSender,
  storeOnce,
  type Client,
} from '../limits/limits.service.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail.service.ts';
import { isPublicAt } from '../publishing/publishing.service.ts';
import { BookingModel } from './bookings.model.ts';
import { bookingInput, type Booking, type BookingData } from './bookings.schemas.ts';
import { inbox, newBookingMails, settleLater, toBooking, untilMailed } from './bookings.service.ts';

/** The area a visitor named is one visitors can see (the areas' read model: no query). */
async function assertAreaExists(id: string, language: string): Promise<void> {
  const [area] = await getAreasByIds([id]);
  if (!area)
    throw badInput(language === 'en' ? 'This area does not exist' : 'Khu vực không tồn tại', {
      areaId: 'Khu vực không tồn tại',
    });
}

async function assertEventBookable(id: string, language: string): Promise<void> {
  const event = await eventStore.get(id.toLowerCase());
  if (!event || !event.bookingEnabled || !isPublicAt(event, clockNow()))
    throw badInput(
      language === 'en'
        ? 'This event does not exist or takes no bookings'
        : 'Sự kiện không tồn tại hoặc không nhận đặt chỗ',
      { eventId: 'Sự kiện không tồn tại hoặc không nhận đặt chỗ' },
    );
}

/** Inserts a booking, then (when given) its mails; its caller decides (places.ts, db/exclusive.ts). */
async function writeBooking(
  fields: Record<string, unknown> & { _id: mongoose.Types.ObjectId },
  mails: OutgoingMail[] | null,
) {
  // Tried again through a database restart: the id chosen beforehand makes a landed try found.
  const doc = await writeWhenAvailable(async () => {
    try {
      return (await BookingModel.create([fields]))[0].toObject() as Record<string, unknown>;
    } catch (error) {
      const landed = isDuplicateKey(error)
        ? await BookingModel.findById(fields._id).lean<Record<string, unknown>>()
        : null;
      if (landed) return landed;
      throw error;
    }
  });
  stepDone('booking-stored');
  if (mails) await enqueueMails(mails);
  return doc;
}

const mailsOf = (fields: Record<string, unknown>) =>
  newBookingMails(toBooking({ ...fields, createdAt: nowDate(), updatedAt: nowDate() }));

/**
 * Stores a booking and its mails as one decision on its slot's places (capacity/places.ts). On a
 * replica set the places, the booking and its mails are one transaction. On the embedded database
 * the one gateway that writes there takes the places in its memory, inserts the booking, then
 * writes the mails: a kill before the insert leaves nothing (the next start counts the places from
 * the bookings), one after it leaves the mails to that start (`rewriteRecentMails`). `false`: the
 * places are no longer free.
 */
async function store(
  fields: Record<string, unknown> & { _id: mongoose.Types.ObjectId; guests: number },
  slot: { key: string; limit: number | null } | null,
) {
  const mails = await mailsOf(fields);
  const inside = writeMode() === 'transactions';
  const id = String(fields._id);
  let mailing: Promise<unknown> = Promise.resolve();
  // Staff hear of it once it is stored, even when its visitor was answered 503 meanwhile.
  const done = (doc: Record<string, unknown> | false) => {
    if (!doc) return;
    if (!inside) mailing = enqueueMails(mails).catch(() => settleLater(id));
    const booking = toBooking(doc);
    inbox.put(booking);
    publish('bookingCreated', booking);
  };
  const write = () => writeBooking(fields, inside ? mails : null);
  const stored = (
    slot?.limit != null
      ? changePlaces({ key: slot.key, limit: slot.limit, delta: fields.guests }, write, done, [id])
      : exclusive([id], write, done)
  ).catch((error: unknown) => {
    if (toAppError(error).code === 'SERVICE_UNAVAILABLE') settleLater(id);
    throw error;
  });
  // A status change waits for the mails too (a cancel withdraws the reminder written here).
  return untilMailed(
    id,
    stored.then(async (doc) => (await mailing, doc)),
  );
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
  const _id = new mongoose.Types.ObjectId();
  if (website?.trim()) {
    countHoneypot('booking', client);
    const now = nowDate();
    return toBooking({ _id, ...data, status: 'new', createdAt: now, updatedAt: now });
  }
  refuseKnownSender(data.email, client, input);
  const language = pickLanguage(input, client.language);
  const slot = await slotOf(data, { language });
  if (data.areaId) await assertAreaExists(data.areaId, language);
  if (data.eventId) await assertEventBookable(data.eventId, language);
  const { doc } = await storeOnce({
    kind: 'booking',
    // The same booking: email, date, time slot, area and event.
    parts: [data.email, data.date, data.timeSlot, data.areaId ?? '', data.eventId ?? ''],
    email: data.email,
    client: { ...client, language },
    findCopy: (dup) => BookingModel.findOne({ dup }).lean<Record<string, unknown>>(),
    create: async ({ mailHeld, dup }) => {
      const held = slot?.limit != null ? { slot: slot.key, placesHeld: true } : {};
      const stored = await store({ _id, ...data, status: 'new', mailHeld, dup, ...held }, slot);
      if (stored === false) throw await fullError({ ...data, language });
      return stored;
    },
  });
  // Announced when stored (a copy was announced as the first one).
  return toBooking(doc);
}

/**
 * A booking whose places a waiting-list offer holds already (the offer accepted): stored with its
 * mails and announced as a new one, inside the caller's decision. `_id` is the entry's, so a retry
 * finds the first.
 */
export async function createHeldBooking(
  _id: string,
  data: Omit<BookingData, 'website'>,
  slotKey: string,
): Promise<Booking> {
  const existing = await BookingModel.findById(_id).lean<Record<string, unknown>>();
  const doc =
    existing ??
    (await (async () => {
      const fields = {
        _id: new mongoose.Types.ObjectId(_id),
        ...data,
        status: 'new',
        slot: slotKey,
        placesHeld: true,
      };
      return writeBooking(fields, await mailsOf(fields));
    })());
  const booking = toBooking(doc as Record<string, unknown>);
  if (!existing) {
    inbox.put(booking);
    publish('bookingCreated', booking);
  }
  return booking;
}
