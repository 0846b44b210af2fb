// Hand-written on purpose: the venue's calendars need one fixed time zone, TEXT escaping and line
// folding (~90 lines, checked against RFC 5545 in feeds tests); a generator library adds its own zone handling for the same output.

import { utcStamp, VENUE_TZID, venueLocalStamp } from './calendar-links.ts';

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  lastModified?: Date;
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character; continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (bytes + size > limit) {
      parts.push(current);
      current = ' ';
      bytes = 1;
      limit = 75;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${VENUE_TZID}`,
  `X-LIC-LOCATION:${VENUE_TZID}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:+07',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A VCALENDAR (CRLF lines, folded) with the venue's zone and one VEVENT per event. */
export function buildCalendar(
  events: IcsEvent[],
  options: { name: string; description?: string; now?: Date; refreshHours?: number },
): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.name)}//Events//VI`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...(options.description ? [`X-WR-CALDESC:${escapeText(options.description)}`] : []),
    `X-WR-TIMEZONE:${VENUE_TZID}`,
    ...(options.refreshHours
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshHours}H`,
          `X-PUBLISHED-TTL:PT${options.refreshHours}H`,
        ]
      : []),
    ...VTIMEZONE,
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${VENUE_TZID}:${venueLocalStamp(e.start)}`,
      `DTEND;TZID=${VENUE_TZID}:${venueLocalStamp(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      `URL:${e.url}`,
      ...(e.lastModified ? [`LAST-MODIFIED:${utcStamp(e.lastModified)}`] : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
