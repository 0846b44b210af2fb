import { nowDate } from '../../lib/clock.ts';
import { bus, publishChange } from '../../lib/content-bus.ts';
import { ContentStore, modelSource } from '../../lib/content-store.ts';
import { badInput, conflict, type AppError } from '../../lib/errors.ts';
import { registerReadModel, RESYNC_MS } from '../../lib/read-models.ts';
import { parseInput } from '../../lib/validate.ts';
import { venueInstant } from '../../lib/venue-time-input.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { CapacityModel } from './capacity.model.ts';
import { takenIn, takenOn } from './places.ts';
import {
  areaCapacityInput,
  availabilityQuery,
  bookingSettingsInput,
  capacityTarget,
  eventCapacityInput,
} from './capacity.schemas.ts';

export interface Closure {
  from: string;
  to: string;
  reasonVi: string;
  reasonEn: string;
}

export interface AreaCapacity {
  placesPerSlot: number | null;
  hours: { weekday: number; times: string[] }[];
  closures: Closure[];
}

export interface BookingSettings {
  cancelCutoffHours: number;
  reminderHour: number;
  waitlistHoldHours: number;
}

export const DEFAULT_SETTINGS: BookingSettings = {
  cancelCutoffHours: 2,
  reminderHour: 10,
  waitlistHoldHours: 2,
};

/**
 * Where a booking takes its places: `<chain>#<time>`, the chain being an area's day
 * (`area:<id>:<date>`) or an event (`event:<id>`, time ''). `limit` null: no limit.
 */
export interface Slot {
  key: string;
  limit: number | null;
}

export interface SlotAvailability {
  time: string;
  capacity: number | null;
  left: number | null;
  full: boolean;
  /** Already begun today: not bookable any more. */
  past: boolean;
}

export interface Availability {
  date: string;
  /** The day takes no bookings: a closure (with its reason) or a weekday without hours. */
  closed: Closure | null;
  /** No hours set: any time may be asked for (the staff confirm). */
  anyTime: boolean;
  slots: SlotAvailability[];
  /** An event's places. */
  places: { capacity: number; left: number } | null;
  /** ISO weekdays (1 Monday … 7 Sunday) with hours; empty when any day is open. */
  weekdays: number[];
  /** Closures that end today or later. */
  closures: Closure[];
}

const areaKey = (id: string) => `area:${id.toLowerCase()}`;
const eventKey = (id: string) => `event:${id.toLowerCase()}`;

/** ISO weekday of a calendar date (1 Monday … 7 Sunday). */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function toAreaCapacity(doc: Record<string, any> | null): AreaCapacity {
  return {
    placesPerSlot: doc?.placesPerSlot ?? null,
    hours: (doc?.hours ?? []).map((h: any) => ({ weekday: h.weekday, times: [...(h.times ?? [])].sort() })),
    closures: (doc?.closures ?? []).map((c: any) => ({
      from: c.from,
      to: c.to,
      reasonVi: c.reasonVi ?? '',
      reasonEn: c.reasonEn ?? '',
    })),
  };
}

/** What staff set (a few documents per area and event), held in the gateway: a booking reads none. */
type StoredCapacity = Record<string, any> & { _id: string; updatedAt?: Date };
const capacityStore = new ContentStore<StoredCapacity>('capacity', {
  type: 'capacity',
  ...modelSource(CapacityModel, (doc) => doc as StoredCapacity),
})
  .follow(bus)
  .resyncEvery(RESYNC_MS);
registerReadModel(capacityStore);

/** Sets fields of one capacity document, then holds it and tells the other gateways. */
async function storeCapacity(key: string, fields: Record<string, unknown>): Promise<void> {
  await CapacityModel.updateOne({ _id: key }, { $set: fields }, { upsert: true });
  await capacityStore.refresh(key);
  publishChange({ type: 'capacity', id: key });
}

export async function areaCapacity(id: string): Promise<AreaCapacity> {
  return toAreaCapacity((await capacityStore.get(areaKey(id))) ?? null);
}

export async function eventPlaces(id: string): Promise<number | null> {
  return (await capacityStore.get(eventKey(id)))?.places ?? null;
}

export async function bookingSettings(): Promise<BookingSettings> {
  const doc = await capacityStore.get('settings');
  return {
    cancelCutoffHours: doc?.cancelCutoffHours ?? DEFAULT_SETTINGS.cancelCutoffHours,
    reminderHour: doc?.reminderHour ?? DEFAULT_SETTINGS.reminderHour,
    waitlistHoldHours: doc?.waitlistHoldHours ?? DEFAULT_SETTINGS.waitlistHoldHours,
  };
}

// ---------- staff ----------

export async function getCapacity({ kind, id, user }: { kind: unknown; id: unknown; user?: AuthUser }) {
  requireRole(user, 'editor');
  const target = parseInput(capacityTarget, { kind, id });
  return target.kind === 'area'
    ? { area: await areaCapacity(target.id), places: null }
    : { area: null, places: await eventPlaces(target.id) };
}

export async function setAreaCapacity({ id, input, user }: { id: unknown; input: unknown; user?: AuthUser }) {
  requireRole(user, 'editor');
  const target = parseInput(capacityTarget, { kind: 'area', id });
  const data = parseInput(areaCapacityInput, input);
  const before = await areaCapacity(target.id);
  await storeCapacity(areaKey(target.id), data);
  const after = await areaCapacity(target.id);
  recordAudit({ user, action: 'update', type: 'capacity', id: target.id, label: 'area', before, after });
  return after;
}

export async function setEventCapacity({
  id,
  input,
  user,
}: {
  id: unknown;
  input: unknown;
  user?: AuthUser;
}) {
  requireRole(user, 'editor');
  const target = parseInput(capacityTarget, { kind: 'event', id });
  const { places } = parseInput(eventCapacityInput, input);
  const before = await eventPlaces(target.id);
  await storeCapacity(eventKey(target.id), { places });
  recordAudit({
    user,
    action: 'update',
    type: 'capacity',
    id: target.id,
    label: 'event',
    before: { places: before },
    after: { places },
  });
  return places;
}

export async function setBookingSettings({ input, user }: { input: unknown; user?: AuthUser }) {
  requireRole(user, 'admin');
  const data = parseInput(bookingSettingsInput, input);
  const before = await bookingSettings();
  await storeCapacity('settings', data);
  const after = await bookingSettings();
  recordAudit({ user, action: 'update', type: 'capacity', id: 'settings', label: 'settings', before, after });
  return after;
}

// ---------- a booking's slot ----------

const closureOn = (closures: Closure[], date: string) => closures.find((c) => c.from <= date && date <= c.to);

/**
 * The slot a booking takes its places from, checked against the hours and closures (a bad time or
 * a closed day is bad input, worded for the form). null: no limit and no hours apply.
 */
export async function slotOf(
  booking: { areaId?: string | null; eventId?: string | null; date: string; timeSlot: string },
  options: { check?: boolean; language?: string } = {},
): Promise<Slot | null> {
  const check = options.check ?? true;
  if (booking.eventId) {
    const places = await eventPlaces(booking.eventId);
    return places === null ? null : { key: `${eventKey(booking.eventId)}#`, limit: places };
  }
  if (!booking.areaId) return null;
  const area = await areaCapacity(booking.areaId);
  if (check && area.hours.length) {
    // The message in the visitor's language; the fields keep the form's keys (it words them).
    const en = options.language === 'en';
    const closedDay = en ? 'This day takes no bookings' : 'Ngày này không nhận đặt chỗ';
    const closure = closureOn(area.closures, booking.date);
    if (closure) {
      const reason = en ? closure.reasonEn || closure.reasonVi : closure.reasonVi;
      throw badInput(`${closedDay}${reason ? `: ${reason}` : ''}`, { date: 'Ngày này không nhận đặt chỗ' });
    }
    const day = area.hours.find((h) => h.weekday === weekdayOf(booking.date));
    if (!day?.times.length) throw badInput(closedDay, { date: 'Ngày này không nhận đặt chỗ' });
    if (!day.times.includes(booking.timeSlot))
      throw badInput(en ? 'This time takes no bookings' : 'Khung giờ này không nhận đặt chỗ', {
        timeSlot: 'Khung giờ này không nhận đặt chỗ',
      });
  }
  if (area.placesPerSlot === null) return null;
  return { key: `${areaKey(booking.areaId)}:${booking.date}#${booking.timeSlot}`, limit: area.placesPerSlot };
}

/**
 * The answer when the places asked for are no longer free, in the visitor's language: the slots
 * that day the party still fits (none named when the database does not say within a second).
 */
export async function fullError(booking: {
  areaId?: string | null;
  eventId?: string | null;
  date: string;
  guests: number;
  language?: string;
}): Promise<AppError> {
  const day = availability({
    input: { areaId: booking.areaId ?? undefined, eventId: booking.eventId ?? undefined, date: booking.date },
  });
  day.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const slots = await Promise.race([
    day.then((d) => d.slots),
    new Promise<SlotAvailability[]>((resolve) => (timer = setTimeout(() => resolve([]), 1000))),
  ]).finally(() => clearTimeout(timer));
  const open = slots
    .filter((s) => !s.past && (s.left === null || s.left >= booking.guests))
    .map((s) => s.time);
  const message =
    booking.language === 'en' ? 'This time slot has just filled up' : 'Khung giờ này vừa hết chỗ';
  const error = conflict(message, { timeSlot: 'slotFull' });
  error.details = { openSlots: open };
  return error;
}

// ---------- public ----------

/** Public: what a day offers at an area (its slots and places left) or an event (its places left). */
export async function availability({ input }: { input: unknown }): Promise<Availability> {
  const { areaId, eventId, date } = parseInput(availabilityQuery, input);
  const today = venueToday();
  if (eventId) {
    const limit = await eventPlaces(eventId);
    const left = limit === null ? null : Math.max(0, limit - (await takenIn(`${eventKey(eventId)}#`)));
    return {
      date,
      closed: null,
      anyTime: true,
      slots: [],
      places: limit === null ? null : { capacity: limit, left: left! },
      weekdays: [],
      closures: [],
    };
  }
  const area = await areaCapacity(areaId!);
  const closures = area.closures.filter((c) => c.to >= today);
  const weekdays = area.hours.filter((h) => h.times.length).map((h) => h.weekday);
  const base = { date, places: null, weekdays, closures };
  if (!area.hours.length) return { ...base, closed: null, anyTime: true, slots: [] };
  const closure = closureOn(area.closures, date);
  const times = area.hours.find((h) => h.weekday === weekdayOf(date))?.times ?? [];
  if (closure || !times.length)
    return {
      ...base,
      closed: closure ?? { from: date, to: date, reasonVi: '', reasonEn: '' },
      anyTime: false,
      slots: [],
    };
  const limit = area.placesPerSlot;
  const now = nowDate().getTime();
  // Every slot of the day from one chain: a read or two, however many slots.
  const taken = limit === null ? {} : await takenOn(`${areaKey(areaId!)}:${date}`);
  const slots = times.map((time): SlotAvailability => {
    const past = venueInstant(date, time).getTime() <= now;
    if (limit === null) return { time, capacity: null, left: null, full: false, past };
    const left = Math.max(0, limit - (taken[time] ?? 0));
    return { time, capacity: limit, left, full: left === 0, past };
  });
  return { ...base, closed: null, anyTime: false, slots };
}

export async function staffBookingSettings({ user }: { user?: AuthUser }): Promise<BookingSettings> {
  requireRole(user, 'editor');
  return bookingSettings();
}
