import { now as clockNow } from '../../lib/clock.ts';
import { addDays } from '../../lib/venue-time-input.ts';
import { venueDate, venueToday } from '../../lib/venue-time.ts';
import { areaOfId } from '../areas/areas.service.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { bookingsWhere, bookingTimesWhere, inboxCounts, type Booking } from '../bookings/bookings.service.ts';
import { areaCapacity, eventPlaces } from '../capacity/capacity.service.ts';
import { eventOfId } from '../events/events.service.ts';
import { waitingCount } from '../waitlist/waitlist.service.ts';

export interface TonightSlot {
  kind: 'area' | 'event' | 'none';
  id: string | null;
  nameVi: string;
  nameEn: string;
  time: string;
  guests: number;
  arrived: number;
  bookings: number;
  /** Places of the slot (an area's per slot, an event's in all); null: no limit. */
  capacity: number | null;
}

export interface Dashboard {
  today: string;
  tonight: TonightSlot[];
  totals: { bookings: number; guests: number; arrived: number; noShows: number };
  toConfirm: number;
  newMessages: number;
  waiting: number;
  /** Bookings made on each of the last 90 days (venue calendar), oldest first. */
  madePerDay: { day: string; count: number }[];
  /** Guests expected on each of the next 30 days, today first. */
  expectedPerDay: { day: string; guests: number }[];
  /** Guests expected over the next 30 days, by area or event, most first. */
  share: { nameVi: string; nameEn: string; guests: number }[];
}

const MADE_DAYS = 90;
const AHEAD_DAYS = 30;

async function placeOf(
  b: Booking,
): Promise<{ kind: TonightSlot['kind']; id: string | null; nameVi: string; nameEn: string }> {
  if (b.eventId) {
    const event = await eventOfId(b.eventId);
    return {
      kind: 'event',
      id: b.eventId,
      nameVi: event?.titleVi ?? '—',
      nameEn: event?.titleEn || event?.titleVi || '—',
    };
  }
  if (b.areaId) {
    const area = await areaOfId(b.areaId);
    return {
      kind: 'area',
      id: b.areaId,
      nameVi: area?.nameVi ?? '—',
      nameEn: area?.nameEn || area?.nameVi || '—',
    };
  }
  return { kind: 'none', id: null, nameVi: 'Không chọn khu vực', nameEn: 'No area chosen' };
}

/**
 * Staff: tonight against capacity, what waits for them, and the figures of the plots. Read from the
 * bookings inbox (its index on the embedded default) a day range at a time, reduced here.
 */
export async function dashboard({ user }: { user?: AuthUser }): Promise<Dashboard> {
  requireRole(user, 'editor');
  const today = venueToday();
  const last = addDays(today, AHEAD_DAYS - 1);

  // Each area's and event's name and places once per answer, not once per booking.
  const places = new Map<string, ReturnType<typeof placeOf>>();
  const placeOfCached = (b: Booking) => {
    const key = b.eventId ? `e${b.eventId}` : b.areaId ? `a${b.areaId}` : '-';
    let place = places.get(key);
    if (!place) places.set(key, (place = placeOf(b)));
    return place;
  };
  // What staff set is held in the gateway (modules/capacity): no query per slot.
  const capacityOf = async (kind: TonightSlot['kind'], id: string) =>
    kind === 'area' ? (await areaCapacity(id)).placesPerSlot : eventPlaces(id);
  const tonight = new Map<string, TonightSlot>();
  const totals = { bookings: 0, guests: 0, arrived: 0, noShows: 0 };
  const expected = new Map<string, number>();
  const share = new Map<string, { nameVi: string; nameEn: string; guests: number }>();
  for await (const b of bookingsWhere({ from: today, to: last }, user)) {
    if (b.status === 'cancelled') continue;
    expected.set(b.date, (expected.get(b.date) ?? 0) + b.guests);
    const place = await placeOfCached(b);
    const key = `${place.kind}:${place.id}`;
    const shared = share.get(key) ?? { nameVi: place.nameVi, nameEn: place.nameEn, guests: 0 };
    shared.guests += b.guests;
    share.set(key, shared);
    if (b.date !== today) continue;
    totals.bookings++;
    totals.guests += b.guests;
    totals.arrived += b.arrived ?? 0;
    if (b.noShow) totals.noShows++;
    const slotKey = `${key}:${place.kind === 'event' ? '' : b.timeSlot}`;
    const slot = tonight.get(slotKey) ?? {
      ...place,
      time: b.timeSlot,
      guests: 0,
      arrived: 0,
      bookings: 0,
      capacity: place.kind === 'none' ? null : await capacityOf(place.kind, place.id!),
    };
    slot.guests += b.guests;
    slot.arrived += b.arrived ?? 0;
    slot.bookings++;
    tonight.set(slotKey, slot);
  }

  const made = new Map<string, number>();
  const since = addDays(today, -(MADE_DAYS - 1));
  const from = new Date(clockNow() - (MADE_DAYS + 1) * 86_400_000);
  for await (const at of bookingTimesWhere({ createdFrom: from }, user)) {
    const day = venueDate(at);
    if (day >= since) made.set(day, (made.get(day) ?? 0) + 1);
  }

  const counts = await inboxCounts({ user });
  return {
    today,
    tonight: [...tonight.values()].sort(
      (a, b) => a.time.localeCompare(b.time) || a.nameVi.localeCompare(b.nameVi, 'vi'),
    ),
    totals,
    toConfirm: counts.newBookings,
    newMessages: counts.unhandledMessages,
    waiting: await waitingCount(),
    madePerDay: Array.from({ length: MADE_DAYS }, (_, i) => {
      const day = addDays(since, i);
      return { day, count: made.get(day) ?? 0 };
    }),
    expectedPerDay: Array.from({ length: AHEAD_DAYS }, (_, i) => {
      const day = addDays(today, i);
      return { day, guests: expected.get(day) ?? 0 };
    }),
    share: [...share.values()].sort((a, b) => b.guests - a.guests),
  };
}
