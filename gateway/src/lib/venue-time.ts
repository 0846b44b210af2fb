/**
 * Venue time, in one place for the gateway and the browser: the zone, an instant's wall-clock
 * fields and offset, "today" at the venue, and the VI/EN formats the site shows. What people type
 * (calendar dates, time slots, picker values) becomes an instant in venue-time-input.ts, apart so
 * that the public pages' chunk carries only this file. The zone's rules come from the platform's
 * Intl (ICU), never from a written offset. No Node imports: the frontend imports this file.
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
}

const formats: Record<string, Intl.DateTimeFormat> = {};
/** The formatter named `name`, made when first needed. */
const format = (name: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  (formats[name] ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: VENUE_TIME_ZONE }));

export const toDate = (value: Instant): Date => (value instanceof Date ? value : new Date(value));
export const pad = (n: number) => String(n).padStart(2, '0');

function fieldsOf(f: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of f.formatToParts(date)) fields[part.type] = part.value;
  return fields;
}

/** The wall-clock fields of an instant at the venue. */
export function venueParts(value: Instant): VenueParts {
  const f = fieldsOf(
    format('parts', 'en-US', {
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
  return {
    year: Number(f.year),
    month: Number(f.month),
    day: Number(f.day),
    hour: Number(f.hour),
    minute: Number(f.minute),
    second: Number(f.second),
  };
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

/** `20261212T193000`: iCalendar local time, used with `TZID=Asia/Ho_Chi_Minh`. */
export function venueLocalStamp(value: Instant): string {
  const p = venueParts(value);
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

// ---- What the site shows -------------------------------------------------------------------

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `12/12/2026` */
function numericDate(p: VenueParts): string {
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

/** The English names of an instant's weekday and month, long and short. */
function englishNames(date: Date) {
  const names = fieldsOf(format('names', 'en-US', { weekday: 'long', month: 'long' }), date);
  const monthShort = format('month', 'en-US', { month: 'short' }).format(date);
  return { weekday: names.weekday!, month: names.month!, monthShort };
}

/** "Thứ bảy, 12/12/2026" / "Saturday, December 12, 2026" */
export function formatLongDate(value: Instant, isVn: boolean): string {
  const date = toDate(value);
  const p = venueParts(date);
  if (isVn) {
    // CLDR writes "Thứ Bảy"; the site writes the weekday as a sentence: "Thứ bảy".
    const weekday = format('thu', 'vi', { weekday: 'long' }).format(date).toLocaleLowerCase('vi');
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

/** "20:30" in both languages: the booking slots and the venue's own signs use the 24-hour clock. */
export function formatTime(value: Instant, _isVn?: boolean): string {
  const { hour, minute } = venueParts(value);
  return `${pad(hour)}:${pad(minute)}`;
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
