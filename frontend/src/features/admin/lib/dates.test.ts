import { describe, expect, it } from 'vitest';
import { formatVenue, fromVenueWallTime, toVenueWallTime } from './dates.ts';

describe('venue wall time (Asia/Ho_Chi_Minh, UTC+7)', () => {
  it('shows an instant in venue time whatever the browser zone', () => {
    expect(toVenueWallTime('2026-12-31T18:30:00.000Z')).toBe('2027-01-01 01:30:00');
    expect(formatVenue('2026-12-31T18:30:00.000Z')).toBe('01/01/2027 01:30');
  });

  it('reads what the picker gives back as venue time', () => {
    expect(fromVenueWallTime('2027-01-01 01:30:00')).toBe('2026-12-31T18:30:00.000Z');
    expect(fromVenueWallTime('2027-03-10 19:30')).toBe('2027-03-10T12:30:00.000Z');
  });

  it('round-trips and treats empty or broken values as none', () => {
    const iso = '2027-02-10T12:30:00.000Z';
    expect(fromVenueWallTime(toVenueWallTime(iso))).toBe(iso);
    expect(toVenueWallTime(null)).toBeNull();
    expect(toVenueWallTime('not a date')).toBeNull();
    expect(fromVenueWallTime('')).toBeNull();
  });
});
