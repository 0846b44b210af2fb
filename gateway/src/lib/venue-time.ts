/**
 * Venue time, in one place for the gateway and the browser: "now" and "today" at the venue, day
 * boundaries, wall time ↔ instant (booking dates, the admin's pickers, seeds), and the VI/EN
 * formats the site shows. The zone's rules come from the platform's Intl (ICU), never from a
 * written offset. No Node imports: the frontend imports this file.
 *
 * The visible strings are assembled from `formatToParts` fields, not taken whole from a locale
 * pattern: Node's ICU and the browser's may place spaces and separators differently (U+202F before
 * "PM" in newer ICU), and a server-rendered page must read the same once hydrated.
 */
import { now } from './clock.ts';

/** The venue's IANA zone (Hanoi). */
export const VENUE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export type Instant = Date | string | number;

export interface VenueParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale and options, made when first needed. */
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone: VENUE_TIME_ZONE })));
  return f;
}

const toDate = (value: Instant): Date => (value instanceof Date ? value : new Date(value));
const pad = (n: number) => String(n).padStart(2, '0');

function fieldsOf(f: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of f.formatToParts(date)) fields[part.type] = part.value;
  return fields;
}

/** The wall-clock fields of an instant at the venue. */
export function venueParts(value: Instant): VenueParts {
  const f = fieldsOf(
    format('en-US', {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
    toDate(value),
  );
  const [year, month, day] = [Number(f.year), Number(f.month), Number(f.day)];
  return {
    year,
    month,
    day,
    hour: Number(f.hour),
    minute: Number(f.minute),
    second: Number(f.second),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** Minutes the venue's wall clock is ahead of UTC at that instant. */
export function venueOffsetMinutes(value: Instant): number {
  const date = toDate(value);
  const p = venueParts(date);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** `YYYY-MM-DD`: the venue's calendar date of an instant. */
export function venueDate(value: Instant): string {
  const p = venueParts(value);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today at the venue as `YYYY-MM-DD` (the booking form's earliest date). */
export function venueToday(at: Instant = now()): string {
  return venueDate(at);
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

/** `2026-12-12T19:30:00+07:00`: ISO 8601 in venue time with its offset (schema.org dates). */
export function venueIso(value: Instant): string {
  const p = venueParts(value);
  const offset = venueOffsetMinutes(value);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `20261212T193000`: iCalendar local time, used with `TZID=Asia/Ho_Chi_Minh`. */
export function venueLocalStamp(value: Instant): string {
  const p = venueParts(value);
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
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

// ---- What the site shows -------------------------------------------------------------------

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `12/12/2026` */
function numericDate(p: VenueParts): string {
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

/** The English names of an instant's weekday and month, long and short. */
function englishNames(date: Date) {
  const long = fieldsOf(format('en-US', { weekday: 'long', month: 'long' }), date);
  return {
    weekday: long.weekday!,
    month: long.month!,
    monthShort: format('en-US', { month: 'short' }).format(date),
  };
}

/** "Thứ bảy, 12/12/2026" / "Saturday, December 12, 2026" */
export function formatLongDate(value: Instant, isVn: boolean): string {
  const date = toDate(value);
  const p = venueParts(date);
  if (isVn) {
    // CLDR writes "Thứ Bảy"; the site writes the weekday as a sentence: "Thứ bảy".
    const weekday = format('vi', { weekday: 'long' }).format(date).toLocaleLowerCase('vi');
    return capitalise(`${weekday}, ${numericDate(p)}`);
  }
  const names = englishNames(date);
  return `${names.weekday}, ${names.month} ${p.day}, ${p.year}`;
}

/** "12/12/2026" / "Dec 12, 2026" */
export function formatDate(value: Instant, isVn: boolean): string {
  const date = toDate(value);
  const p = venueParts(date);
  return isVn ? numericDate(p) : `${englishNames(date).monthShort} ${p.day}, ${p.year}`;
}

/** A venue calendar date (`YYYY-MM-DD`, a booking's) as `formatDate` shows it. */
export function formatCalendarDate(date: string, isVn: boolean): string {
  return formatDate(venueInstant(date, '12:00'), isVn);
}

/** "20:30" / "8:30 PM" */
export function formatTime(value: Instant, isVn: boolean): string {
  const date = toDate(value);
  if (isVn) {
    const p = venueParts(date);
    return `${pad(p.hour)}:${pad(p.minute)}`;
  }
  const f = fieldsOf(format('en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }), date);
  return `${f.hour}:${f.minute} ${f.dayPeriod}`;
}

/** "12/12/2026 20:30": the admin's lists and inbox. */
export function formatDateTime(value: Instant | null | undefined): string {
  if (value == null || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : `${formatDate(date, true)} ${formatTime(date, true)}`;
}

/** Day and month for a date badge on cards: "05"/"TH 3", "05"/"MAR". */
export function dateBadge(value: Instant, isVn: boolean): { day: string; month: string } {
  const date = toDate(value);
  const p = venueParts(date);
  return {
    day: pad(p.day),
    month: isVn ? `TH ${p.month}` : englishNames(date).monthShort.toUpperCase(),
  };
}

/** "Thứ bảy, 12/12/2026 · 20:30 – 23:00"; both dates when the end falls on another venue day. */
export function formatRange(startAt: Instant, endAt: Instant | null | undefined, isVn: boolean): string {
  const start = `${formatLongDate(startAt, isVn)} · ${formatTime(startAt, isVn)}`;
  if (endAt == null || endAt === '') return start;
  return venueDate(startAt) === venueDate(endAt)
    ? `${start} – ${formatTime(endAt, isVn)}`
    : `${start} – ${formatLongDate(endAt, isVn)} · ${formatTime(endAt, isVn)}`;
}
