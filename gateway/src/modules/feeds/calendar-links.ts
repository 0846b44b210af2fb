// Calendar stamps and the Google Calendar link. No node imports: the frontend imports this file.

import { VENUE_TIME_ZONE, venueLocalStamp } from '../../lib/venue-time.ts';

// Venue time itself (zone, wall-clock fields, offsets) lives in lib/venue-time.ts.
export { venueLocalStamp };
export const VENUE_TZID = VENUE_TIME_ZONE;

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
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
