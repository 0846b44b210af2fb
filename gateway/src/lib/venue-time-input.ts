/**
 * Venue time typed in: calendar dates (`YYYY-MM-DD`), time slots and the admin pickers' wall-clock
 * strings, read as instants through the venue zone's offset (lib/venue-time.ts, from Intl); day
 * boundaries. Booking dates, the admin and the demo seed use it; the public home page does not.
 */
import {
  formatDate,
  formatLongDate,
  formatTime,
  pad,
  toDate,
  venueDate,
  venueParts,
  type Instant,
} from './venue-time.ts';

/** Minutes the venue's wall clock is ahead of UTC at that instant. */
export function venueOffsetMinutes(value: Instant): number {
  const date = toDate(value);
  const p = venueParts(date);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** `2026-12-12T19:30:00+07:00`: ISO 8601 in venue time with its offset (schema.org dates). */
export function venueIso(value: Instant): string {
  const p = venueParts(value);
  const offset = venueOffsetMinutes(value);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "12/12/2026 20:30": the admin's lists and inbox. */
export function formatDateTime(value: Instant | null | undefined): string {
  if (value == null || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : `${formatDate(date, true)} ${formatTime(date, true)}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Whether `YYYY-MM-DD` names a day of the calendar (no 31 April). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `YYYY-MM-DD` moved by whole calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instant of a venue wall time: a calendar date `YYYY-MM-DD` and a time `HH:mm[:ss]` (a
 * booking's time slot). An Invalid Date when either does not parse.
 */
export function venueInstant(date: string, time = '00:00'): Date {
  const t = TIME.exec(time);
  if (!isCalendarDate(date) || !t) return new Date(NaN);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  // The offset at the wall time read as UTC, then at the instant it gives (right across a change).
  const first = wall - venueOffsetMinutes(wall) * 60_000;
  return new Date(wall - venueOffsetMinutes(first) * 60_000);
}

/** The first instant of a venue calendar day. */
export function venueDayStart(date: string): Date {
  return venueInstant(date);
}

/** The first instant after a venue calendar day (the next day's start). */
export function venueDayEnd(date: string): Date {
  return venueInstant(addDays(date, 1));
}

/** `2026-12-12 19:30:00`: the wall-clock string of Mantine's date pickers; null for none. */
export function toVenueWallTime(value: Instant | null | undefined): string | null {
  if (value == null || value === '') return null;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  const p = venueParts(date);
  return `${venueDate(date)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** What a picker gives back (`YYYY-MM-DD HH:mm[:ss]`) as an ISO instant; null for none. */
export function fromVenueWallTime(wall: string | null | undefined): string | null {
  if (!wall) return null;
  const [day = '', time = '00:00'] = wall.trim().split(/[ T]/);
  const date = venueInstant(day, time);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A venue calendar date (`YYYY-MM-DD`, a booking's) with its weekday, as `formatLongDate` shows it. */
export function formatCalendarLongDate(date: string, isVn: boolean): string {
  return formatLongDate(venueInstant(date, '12:00'), isVn);
}

/** A venue calendar date (`YYYY-MM-DD`, a booking's) as `formatDate` shows it. */
export function formatCalendarDate(date: string, isVn: boolean): string {
  return formatDate(venueInstant(date, '12:00'), isVn);
}
