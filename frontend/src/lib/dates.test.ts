import { describe, expect, it } from 'vitest';
import {
  dateBadge,
  formatDate,
  formatLongDate,
  formatRange,
  formatTime,
  googleCalendarLink,
  venueToday,
} from './dates.ts';

// 2026-12-12T13:30:00Z is 20:30 in Ho Chi Minh City (UTC+7), whatever the machine's zone.
const START = '2026-12-12T13:30:00.000Z';

describe('venue dates', () => {
  it('formats in Asia/Ho_Chi_Minh, Vietnamese and English styles', () => {
    expect(formatDate(START, true)).toBe('12/12/2026');
    expect(formatDate(START, false)).toBe('Dec 12, 2026');
    expect(formatTime(START, true)).toBe('20:30');
    expect(formatTime(START, false)).toBe('20:30');
  });

  it('crosses midnight into the next local day', () => {
    expect(formatDate('2026-12-12T18:00:00.000Z', true)).toBe('13/12/2026');
  });

  it('shows a same-day range with one date', () => {
    expect(formatRange(START, '2026-12-12T16:00:00.000Z', false)).toBe(
      'Saturday, December 12, 2026 · 20:30 – 23:00',
    );
    expect(formatRange(START, null, true)).toBe('Thứ bảy, 12/12/2026 · 20:30');
  });

  it('builds a Google Calendar link in UTC', () => {
    const url = new URL(
      googleCalendarLink({ title: 'Jazz', startAt: START, endAt: '2026-12-12T16:00:00.000Z' }),
    );
    expect(url.searchParams.get('dates')).toBe('20261212T133000Z/20261212T160000Z');
    expect(url.searchParams.get('text')).toBe('Jazz');
  });
});

describe('venue dates without dayjs', () => {
  it('match what dayjs printed for the long date, the badge, and the 24-hour clock in both languages', () => {
    expect(formatLongDate('2026-11-27T11:30:00.000Z', true)).toBe('Thứ sáu, 27/11/2026');
    expect(formatLongDate('2026-11-29T11:30:00.000Z', true)).toBe('Chủ nhật, 29/11/2026');
    expect(formatLongDate('2026-11-27T11:30:00.000Z', false)).toBe('Friday, November 27, 2026');
    expect(dateBadge('2026-03-05T01:00:00.000Z', true)).toEqual({ day: '05', month: 'TH 3' });
    expect(dateBadge('2026-03-05T01:00:00.000Z', false)).toEqual({ day: '05', month: 'MAR' });
    expect(formatTime('2026-03-05T17:05:00.000Z', false)).toBe('00:05');
    expect(formatTime('2026-03-05T05:05:00.000Z', false)).toBe('12:05');
    expect(formatRange('2026-12-12T13:30:00.000Z', '2026-12-13T16:00:00.000Z', true)).toBe(
      'Thứ bảy, 12/12/2026 · 20:30 – Chủ nhật, 13/12/2026 · 23:00',
    );
    expect(venueToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
