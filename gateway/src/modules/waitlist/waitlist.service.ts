import mongoose from 'mongoose';
import { now as clockNow, nowDate } from '../../lib/clock.ts';
import { AppError, badInput } from '../../lib/errors.ts';
import { linkToken, linkTokenMatches } from '../../lib/link-token.ts';
import { logger } from '../../lib/logger.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { createHeldBooking } from '../bookings/bookings.create.ts';
import { managedView, type ManagedBooking } from '../bookings/bookings.link.ts';
import { bookingExists, placeOf } from '../bookings/bookings.service.ts';
import { onPlacesFreed } from '../bookings/bookings.status.ts';
import { bookingSettings, slotOf } from '../capacity/capacity.service.ts';
import { placesSection, registerPlaceHolders } from '../capacity/places.ts';
import { stepDone } from '../../lib/kill-switch.ts';
import { countHoneypot, pickLanguage, storeOnce, type Client } from '../limits/limits.service.ts';
import { mailWaitlistJoined, mailWaitlistOffer } from '../mail/mail.service.ts';
import { WaitlistModel } from './waitlist.model.ts';
import { waitlistInput, waitlistListQuery } from './waitlist.schemas.ts';

export interface WaitlistEntry {
  _id: string;
  name: string;
  phone: string;
  email: string;
  guests: number;
  date: string;
  timeSlot: string;
  areaId: string | null;
  eventId: string | null;
  language: 'vi' | 'en';
  slot: string;
  status: 'waiting' | 'offered' | 'booked' | 'expired';
  offerExpiresAt: Date | null;
  bookingId: string | null;
  createdAt: Date;
}

function toEntry(doc: Record<string, unknown>): WaitlistEntry {
  return {
    _id: String(doc._id),
    name: doc.name as string,
    phone: doc.phone as string,
    email: doc.email as string,
    guests: doc.guests as number,
    date: doc.date as string,
    timeSlot: doc.timeSlot as string,
    areaId: doc.areaId ? String(doc.areaId) : null,
    eventId: doc.eventId ? String(doc.eventId) : null,
    language: doc.language === 'en' ? 'en' : 'vi',
    slot: doc.slot as string,
    status: (doc.status as WaitlistEntry['status']) ?? 'waiting',
    offerExpiresAt: doc.offerExpiresAt ? new Date(doc.offerExpiresAt as Date) : null,
    bookingId: (doc.bookingId as string) ?? null,
    createdAt: new Date(doc.createdAt as Date),
  };
}

export const offerToken = (id: string) => linkToken('waitlist-offer', id);

const offerUrl = (e: WaitlistEntry) => `/booking/offer/${e._id}?t=${offerToken(e._id)}&lang=${e.language}`;

/** Public: a visitor waits for places in a slot that is full (limited like bookings). */
export async function joinWaitlist({ input, client = {} }: { input: unknown; client?: Client }) {
  const { website, ...data } = parseInput(waitlistInput, input);
  const _id = new mongoose.Types.ObjectId();
  const slot = await slotOf(data);
  if (slot?.limit == null)
    throw badInput('Khung giờ này không giới hạn chỗ: hãy đặt chỗ trực tiếp', { timeSlot: 'not limited' });
  const entry = { _id, ...data, slot: slot.key, status: 'waiting', createdAt: nowDate() };
  if (website?.trim()) {
    countHoneypot('waitlist', client);
    return toEntry(entry);
  }
  const { doc } = await storeOnce({
    kind: 'waitlist',
    parts: [data.email, data.date, data.timeSlot, data.areaId ?? '', data.eventId ?? ''],
    email: data.email,
    client: { ...client, language: pickLanguage(input, client.language) },
    findCopy: (dup) => WaitlistModel.findOne({ dup }).lean<Record<string, unknown>>(),
    create: async ({ dup }) => (await WaitlistModel.create({ ...entry, dup })).toObject(),
  });
  const joined = toEntry(doc);
  stepDone('waitlist-joined');
  // Told what they wait for (once: its id names the entry; a kill before it, by the next start),
  // then places may have come back meanwhile.
  await mailJoined(joined);
  void offerNext(slot.key);
  return joined;
}

/** Staff: the waiting list, newest first. */
export async function listWaitlist({
  user,
  ...query
}: {
  status?: unknown;
  page?: unknown;
  pageSize?: unknown;
  user?: AuthUser;
}) {
  requireRole(user, 'editor');
  const { status, page, pageSize } = parseInput(waitlistListQuery, query);
  const filter = status ? { status } : {};
  const [docs, total] = await Promise.all([
    WaitlistModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<Record<string, unknown>[]>(),
    WaitlistModel.countDocuments(filter),
  ]);
  return { items: docs.map(toEntry), total, page, pageSize };
}

/**
 * Places of `slot` came back: the first waiting visitor whose party fits is offered them, held for
 * the setting's hours, with a mail; one open offer per slot at a time, the next when it is taken
 * or lapses. Each offer is one decision on the slot's places (capacity/places.ts): places
 * counted, the entry offered, its mail written; a kill after the entry leaves its mail to the
 * next start (`rewriteWaitlistMails`), one before it leaves the entry to the sweep.
 */
export async function offerNext(slotKey: string): Promise<void> {
  try {
    const entries = (
      await WaitlistModel.find({ slot: slotKey, status: mongoose.trusted({ $in: ['waiting', 'offered'] }) })
        .sort({ createdAt: 1 })
        .lean<Record<string, unknown>[]>()
    ).map(toEntry);
    if (entries.some((e) => e.status === 'offered' && !lapsed(e))) return;
    for (const entry of entries) {
      if (entry.status !== 'waiting') continue;
      const slot = await slotOf(entry, { check: false });
      if (!slot || slot.limit === null) return;
      const offered = await placesSection([slot.key], [entry._id], async (places) => {
        const current = await WaitlistModel.findById(entry._id).lean<{ status?: string }>();
        if (current?.status !== 'waiting' || !(await places.take(slot.key, slot.limit, entry.guests)))
          return false;
        const { waitlistHoldHours } = await bookingSettings();
        const offerExpiresAt = new Date(clockNow() + waitlistHoldHours * 3600_000);
        await WaitlistModel.updateOne(
          { _id: entry._id, status: 'waiting' },
          { $set: { status: 'offered', offerExpiresAt, slot: slot.key } },
        );
        stepDone('offer-made');
        await mailOffer({ ...entry, status: 'offered', offerExpiresAt });
        return true;
      });
      if (offered) return;
    }
  } catch (error) {
    logger.warn({ err: error, slot: slotKey }, 'waiting list: offering places failed');
  }
}

const mailJoined = async (entry: WaitlistEntry) =>
  mailWaitlistJoined({ ...entry, ...(await placeOf(entry)) });

const mailOffer = async (entry: WaitlistEntry) =>
  mailWaitlistOffer(
    { ...entry, ...(await placeOf(entry)) },
    `${runtimeConfig().publicUrl}${offerUrl(entry)}`,
    entry.offerExpiresAt!,
  );

/**
 * After a kill between an entry's write and its mail: the mails of the entries still waiting and
 * of the offers still open (a no-op when written: their ids name the entry).
 */
export async function rewriteWaitlistMails(): Promise<void> {
  const open = await WaitlistModel.find({ status: mongoose.trusted({ $in: ['waiting', 'offered'] }) }).lean<
    Record<string, unknown>[]
  >();
  for (const entry of open.map(toEntry))
    if (entry.status === 'waiting') await mailJoined(entry);
    else if (!lapsed(entry)) await mailOffer(entry);
}

/**
 * Offers past their hold give their places back, to the next in line; an offer whose booking was
 * stored (its acceptance was cut short before the entry said so) is booked. Run by every gateway.
 */
export async function expireOffers(): Promise<number> {
  const open = (await WaitlistModel.find({ status: 'offered' }).lean<Record<string, unknown>[]>()).map(
    toEntry,
  );
  let expired = 0;
  for (const entry of open) {
    const gaveBack = await placesSection([entry.slot], [entry._id], async (places) => {
      const current = await WaitlistModel.findById(entry._id).lean<Record<string, unknown>>();
      if (current?.status !== 'offered') return false;
      if (await bookingExists(entry._id)) {
        await WaitlistModel.updateOne(
          { _id: entry._id },
          { $set: { status: 'booked', bookingId: entry._id } },
        );
        return false;
      }
      if (!lapsed(toEntry(current))) return false;
      await WaitlistModel.updateOne({ _id: entry._id, status: 'offered' }, { $set: { status: 'expired' } });
      stepDone('offer-lapsed');
      await places.give(entry.slot, entry.guests);
      return true;
    });
    if (!gaveBack) continue;
    expired++;
    await offerNext(entry.slot);
  }
  return expired;
}

/** Every slot someone waits for is looked at again: places a kill kept from them are offered. */
async function offerWaiting(): Promise<void> {
  const slots = await WaitlistModel.distinct('slot', { status: 'waiting' });
  for (const slot of slots) await offerNext(String(slot));
}

// Offers not yet accepted hold places too (capacity/places.ts); an accepted one's booking holds them.
registerPlaceHolders(async function* () {
  const open = WaitlistModel.find({ status: 'offered' }, { slot: 1, guests: 1 })
    .lean<{ _id: unknown; slot: string; guests: number }[]>()
    .cursor();
  for await (const entry of open) if (!(await bookingExists(String(entry._id)))) yield entry;
});

async function linked(id: unknown, token: unknown): Promise<WaitlistEntry> {
  const wrong = () => new AppError('NOT_FOUND', 'Liên kết không đúng hoặc không còn dùng được');
  if (typeof id !== 'string' || !/^[a-f0-9]{24}$/i.test(id)) throw wrong();
  if (!linkTokenMatches('waitlist-offer', id.toLowerCase(), token)) throw wrong();
  const doc = await WaitlistModel.findById(id).lean<Record<string, unknown>>();
  if (!doc) throw wrong();
  return toEntry(doc);
}

const lapsed = (e: WaitlistEntry) =>
  e.status === 'expired' || (e.status === 'offered' && (e.offerExpiresAt?.getTime() ?? 0) <= clockNow());

/** Public, with the offer's token: what is offered, and until when. */
export async function getWaitlistOffer({ id, token }: { id: unknown; token: unknown }) {
  const entry = await linked(id, token);
  if (lapsed(entry)) throw new AppError('GONE', 'Lời mời đã hết hạn');
  return entry;
}

/**
 * Public, with the offer's token: the visitor takes the held places; their booking (whose id is
 * the entry's) and its mails are stored, then the entry says booked, in one decision. A kill
 * between the two leaves a booking and an offered entry: the sweep finds the booking and says so.
 */
export async function acceptWaitlistOffer({
  id,
  token,
}: {
  id: unknown;
  token: unknown;
}): Promise<ManagedBooking> {
  const entry = await linked(id, token);
  const booking = await placesSection([entry.slot], [entry._id], async () => {
    const current = toEntry((await WaitlistModel.findById(entry._id).lean<Record<string, unknown>>()) ?? {});
    // Accepted before (a second click, a retried request): the same booking.
    if (current.status === 'booked' || (current.status === 'offered' && !lapsed(current))) {
      const made = await createHeldBooking(entry._id, bookingData(entry), entry.slot);
      stepDone('offer-accepted');
      if (current.status !== 'booked')
        await WaitlistModel.updateOne(
          { _id: entry._id },
          { $set: { status: 'booked', bookingId: made._id } },
        );
      return made;
    }
    return null;
  });
  if (!booking) throw new AppError('GONE', 'Lời mời đã hết hạn');
  return managedView(booking);
}

const bookingData = (e: WaitlistEntry) => ({
  name: e.name,
  phone: e.phone,
  email: e.email,
  date: e.date,
  timeSlot: e.timeSlot,
  guests: e.guests,
  areaId: e.areaId ?? undefined,
  eventId: e.eventId ?? undefined,
  note: '',
  language: e.language,
});

onPlacesFreed((slot) => void offerNext(slot));

const SWEEP_MS = 60_000;
/** At start and every minute: mails of open offers, lapsed offers to the next in line, waiting slots. */
export function startWaitlistSweeper(): { stop(): void } {
  const sweep = () =>
    expireOffers()
      .then(offerWaiting)
      .catch((error: unknown) => logger.warn({ err: error }, 'waiting list: sweep failed'));
  void rewriteWaitlistMails()
    .catch((error: unknown) => logger.warn({ err: error }, 'waiting list: offer mails not rewritten'))
    .then(sweep);
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Visitors still waiting or holding an offer (the dashboard). */
export function waitingCount(): Promise<number> {
  return WaitlistModel.countDocuments({ status: mongoose.trusted({ $in: ['waiting', 'offered'] }) });
}
