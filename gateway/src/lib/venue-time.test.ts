import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock, setClock } from './clock.ts';
import {
  formatCalendarDate,
  formatDateTime,
  fromVenueWallTime,
  isCalendarDate,
  toVenueWallTime,
  venueDayEnd,
  venueDayStart,
  venueInstant,
  venueIso,
} from './venue-time-input.ts';
import {
  formatDate,
  formatLongDate,
  formatRange,
  formatTime,
  venueDate,
  venueParts,
  venueToday,
} from './venue-time.ts';

afterEach(resetClock);

/** Instants from 1980 to 2100, whole milliseconds. */
const instants = fc.integer({ min: Date.UTC(1980, 0, 1), max: Date.UTC(2100, 0, 1) }).map((t) => new Date(t));

// The reference, written here only: Vietnam has kept UTC+7 all year since 1975.
const reference = (d: Date) => new Date(d.getTime() + 7 * 3600_000);

describe('venue time from Intl (Asia/Ho_Chi_Minh)', () => {
  it('reads the wall clock of random instants as UTC+7', () => {
    fc.assert(
      fc.property(instants, (d) => {
        const r = reference(d);
        expect(venueParts(d)).toEqual({
          year: r.getUTCFullYear(),
          month: r.getUTCMonth() + 1,
          day: r.getUTCDate(),
          hour: r.getUTCHours(),
          minute: r.getUTCMinutes(),
          second: r.getUTCSeconds(),
        });
        expect(venueIso(d)).toBe(`${r.toISOString().slice(0, 19)}+07:00`);
      }),
      { numRuns: 500 },
    );
  });

  it('admin and public pages agree on every date and time they show (randomised)', () => {
    fc.assert(
      fc.property(instants, (d) => {
        const iso = d.toISOString();
        // The admin's list ("DD/MM/YYYY HH:mm") and picker value against the public card and page.
        expect(formatDateTime(iso)).toBe(`${formatDate(iso, true)} ${formatTime(iso, true)}`);
        expect(toVenueWallTime(iso)!.slice(0, 10)).toBe(venueDate(iso));
        expect(formatLongDate(iso, true)).toContain(formatDate(iso, true));
        expect(formatRange(iso, null, false)).toBe(
          `${formatLongDate(iso, false)} · ${formatTime(iso, false)}`,
        );
        // English pages show the time as the slots do: the same 24-hour clock.
        expect(formatTime(iso, false)).toBe(formatTime(iso, true));
        expect(formatTime(iso, false)).toMatch(/^\d{2}:\d{2}$/);
        // What the picker gives back is the instant it showed (to the second).
        expect(fromVenueWallTime(toVenueWallTime(iso))).toBe(
          new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString(),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('formats as the site always has, in Vietnamese and English', () => {
    expect(formatLongDate('2026-11-29T11:30:00.000Z', true)).toBe('Chủ nhật, 29/11/2026');
    expect(formatLongDate('2026-12-12T13:30:00.000Z', false)).toBe('Saturday, December 12, 2026');
    expect(formatDate('2026-09-01T13:30:00.000Z', false)).toBe('Sep 1, 2026');
    expect(formatTime('2026-03-05T17:05:00.000Z', false)).toBe('00:05');
    expect(formatDateTime('2026-12-31T18:30:00.000Z')).toBe('01/01/2027 01:30');
    expect(formatCalendarDate('2027-01-01', true)).toBe('01/01/2027');
    expect(formatCalendarDate('2027-01-01', false)).toBe('Jan 1, 2027');
  });

  it('parses booking dates and time slots into instants; day boundaries', () => {
    expect(venueInstant('2026-12-12', '19:30').toISOString()).toBe('2026-12-12T12:30:00.000Z');
    expect(venueDayStart('2026-12-12').toISOString()).toBe('2026-12-11T17:00:00.000Z');
    expect(venueDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(Number.isNaN(venueInstant('2026-02-30', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(venueInstant('2026-02-03', '24:00').getTime())).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(fromVenueWallTime('2027-03-10 19:30')).toBe('2027-03-10T12:30:00.000Z');
    expect(fromVenueWallTime('not a date')).toBeNull();
  });

  it("'today' follows the gateway's clock", () => {
    setClock('2030-03-01T16:59:00Z');
    expect(venueToday()).toBe('2030-03-01');
    advanceClock(60_000);
    expect(venueToday()).toBe('2030-03-02');
  });
});
