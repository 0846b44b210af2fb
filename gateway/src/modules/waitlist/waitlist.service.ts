import mongoose from 'mongoose';
import { insertOnce } from '../../db/connect.ts';
import { now as clockNow, nowDate } from '../../lib/clock.ts';
import { AppError, badInput } from '../../lib/errors.ts';
import { linkToken, linkTokenMatches } from '../../lib/link-token.ts';
import { logger } from '../../lib/logger.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import {
  createHeldBooking,
  managedView,
  onPlacesFreed,
  type ManagedBooking,
} from '../bookings/bookings.service.ts';
import { bookingSettings, givePlaces, slotOf, takePlaces } from '../capacity/capacity.service.ts';
import { countHoneypot, pickLanguage, storeOnce, type Client } from '../limits/limits.service.ts';
import { mailWaitlistOffer } from '../mail/mail.service.ts';
import { WaitlistClaimModel, WaitlistModel } from './waitlist.model.ts';
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

/** Claims a step of an entry once across gateways (`_id` unique); false when it was claimed. */
const claim = (id: string, by = '') => insertOnce(WaitlistClaimModel, { _id: id, at: nowDate(), by });

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
    id: String(_id),
    email: data.email,
    client: { ...client, language: pickLanguage(input, client.language) },
    load: (id) => WaitlistModel.findById(id).lean<Record<string, unknown>>(),
    create: async () => (await WaitlistModel.create(entry)).toObject(),
  });
  // Places may have come back meanwhile.
  void offerNext(slot.key);
  return toEntry(doc);
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
 * Places of `slot` came back: the first waiting visitor whose party fits gets them, held for the
 * setting's hours, and a mail offering them. One at a time, oldest first.
 */
export async function offerNext(slotKey: string): Promise<void> {
  try {
    const waiting = (
      await WaitlistModel.find({ slot: slotKey, status: 'waiting' })
        .sort({ createdAt: 1 })
        .lean<Record<string, unknown>[]>()
    ).map(toEntry);
    for (const entry of waiting) {
      const slot = await slotOf(entry, { check: false });
      if (!slot || slot.limit === null) return;
      if (!(await claim(`${entry._id}:offer`))) continue;
      if (!(await takePlaces(slot, entry.guests, `offer:${entry._id}`))) {
        // Does not fit now: it waits for the next places.
        await WaitlistClaimModel.deleteOne({ _id: `${entry._id}:offer` });
        continue;
      }
      const { waitlistHoldHours } = await bookingSettings();
      const offerExpiresAt = new Date(clockNow() + waitlistHoldHours * 3600_000);
      await WaitlistModel.updateOne({ _id: entry._id }, { $set: { status: 'offered', offerExpiresAt } });
      const offered = { ...entry, status: 'offered' as const, offerExpiresAt };
      await mailWaitlistOffer(offered, `${runtimeConfig().publicUrl}${offerUrl(offered)}`, offerExpiresAt);
      return;
    }
  } catch (error) {
    logger.warn({ err: error, slot: slotKey }, 'waiting list: offering places failed');
  }
}

/** Offers past their hold: the places go back, to the next in line. Run by every gateway. */
export async function expireOffers(): Promise<number> {
  const lapsed = (
    await WaitlistModel.find({
      status: 'offered',
      offerExpiresAt: mongoose.trusted({ $lte: nowDate() }),
    }).lean<Record<string, unknown>[]>()
  ).map(toEntry);
  let expired = 0;
  for (const entry of lapsed) {
    // Accepting and lapsing claim the same step: whichever comes first decides.
    if (!(await claim(`${entry._id}:resolved`, 'expire'))) continue;
    await WaitlistModel.updateOne({ _id: entry._id }, { $set: { status: 'expired' } });
    await givePlaces(entry.slot, entry.guests, `offer:${entry._id}:expired`);
    expired++;
    await offerNext(entry.slot);
  }
  return expired;
}

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

/** Public, with the offer's token: the visitor takes the held places; their booking is made. */
export async function acceptWaitlistOffer({
  id,
  token,
}: {
  id: unknown;
  token: unknown;
}): Promise<ManagedBooking> {
  const entry = await linked(id, token);
  const bookingId = new mongoose.Types.ObjectId(entry._id).toHexString();
  if (entry.status === 'offered' && !lapsed(entry) && (await claim(`${entry._id}:resolved`, 'accept'))) {
    const booking = await createHeldBooking(bookingId, bookingData(entry), entry.slot);
    await WaitlistModel.updateOne({ _id: entry._id }, { $set: { status: 'booked', bookingId: booking._id } });
    return managedView(booking);
  }
  // Accepted before (a second click, a retried request): the same booking.
  const resolved = await WaitlistClaimModel.findById(`${entry._id}:resolved`).lean<{ by?: string }>();
  if (resolved?.by === 'accept')
    return managedView(await createHeldBooking(bookingId, bookingData(entry), entry.slot));
  throw new AppError('GONE', 'Lời mời đã hết hạn');
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
/** Every minute, lapsed offers are given to the next in line. */
export function startWaitlistSweeper(): { stop(): void } {
  const timer = setInterval(() => {
    expireOffers().catch((error: unknown) => logger.warn({ err: error }, 'waiting list: sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Visitors still waiting or holding an offer (the dashboard). */
export function waitingCount(): Promise<number> {
  return WaitlistModel.countDocuments({ status: mongoose.trusted({ $in: ['waiting', 'offered'] }) });
}
