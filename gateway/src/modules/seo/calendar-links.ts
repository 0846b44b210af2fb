// Venue-time helpers and the Google Calendar link. No node imports: the frontend imports this file.

/** The venue's zone: Asia/Ho_Chi_Minh, UTC+7 all year (no daylight saving time). */
export const VENUE_TZID = 'Asia/Ho_Chi_Minh';
export const VENUE_OFFSET_MINUTES = 7 * 60;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The wall-clock fields of an instant in the venue's zone. */
export function venueParts(value: Date | string | number) {
  const d = new Date(toDate(value).getTime() + VENUE_OFFSET_MINUTES * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** `2026-12-12T19:30:00+07:00`: ISO 8601 in venue time with its offset (schema.org dates). */
export function venueIso(value: Date | string | number): string {
  const p = venueParts(value);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}+07:00`;
}

/** `20261212T193000`: iCalendar local time, to be used with TZID=Asia/Ho_Chi_Minh. */
export function venueLocalStamp(value: Date | string | number): string {
  const p = venueParts(value);
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** `20261212T123000Z`: iCalendar / Google Calendar UTC time. */
export function utcStamp(value: Date | string | number): string {
  return toDate(value)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** An event without an end lasts two hours in calendars. */
export const DEFAULT_DURATION_MS = 2 * 3600_000;

export function eventEnd(startAt: Date | string | number, endAt?: Date | string | number | null): Date {
  const start = toDate(startAt).getTime();
  const end = endAt == null || endAt === '' ? NaN : toDate(endAt).getTime();
  return new Date(Number.isFinite(end) && end > start ? end : start + DEFAULT_DURATION_MS);
}

export interface CalendarLinkInput {
  title: string;
  startAt: Date | string | number;
  endAt?: Date | string | number | null;
  details?: string;
  location?: string;
}

/** `https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=START/END&details=…&location=…` */
export function googleCalendarLink(input: CalendarLinkInput): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: input.title,
    dates: `${utcStamp(input.startAt)}/${utcStamp(eventEnd(input.startAt, input.endAt))}`,
    ctz: VENUE_TZID,
  });
  if (input.details) params.set('details', input.details.slice(0, 1500));
  if (input.location) params.set('location', input.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
