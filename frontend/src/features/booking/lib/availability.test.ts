import { describe, expect, it } from 'vitest';
import {
  closedWhy,
  closureOn,
  errorCodeOf,
  guestsMax,
  isoWeekday,
  parseVisitorDate,
  slotFullOf,
  visibleSlots,
  weekdayName,
  weekdaysOff,
} from './availability.ts';

const tet = { from: '2027-02-05', to: '2027-02-07', reasonVi: 'Nghỉ Tết', reasonEn: 'New Year' };

describe('booking availability', () => {
  it('numbers weekdays as ISO does, Sunday last', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('refuses weekdays without hours and days inside a closure, both ends included', () => {
    const rules = { weekdays: [5, 6], closures: [tet] };
    expect(Boolean(closedWhy('2026-12-04', rules))).toBe(false); // a Friday
    expect(Boolean(closedWhy('2026-12-03', rules))).toBe(true); // a Thursday
    expect(Boolean(closedWhy('2027-02-05', rules))).toBe(true); // a Friday, closed
    expect(closureOn([tet], '2027-02-07')).toBe(tet);
    expect(closureOn([tet], '2027-02-08')).toBeUndefined();
  });

  it('says why a day is closed: the closure (with its reason) before the weekday without hours', () => {
    const rules = { weekdays: [5, 6], closures: [tet] };
    expect(closedWhy('2027-02-05', rules)).toEqual({ closure: tet });
    expect(closedWhy('2026-12-03', rules)).toEqual({ weekday: 4 });
    expect(closedWhy('2026-12-04', rules)).toBeUndefined();
    expect(closedWhy('2026-12-03', undefined)).toBeUndefined();
    expect(weekdaysOff([5, 6])).toEqual([1, 2, 3, 4, 7]);
    expect(weekdaysOff([])).toEqual([]);
    expect(weekdayName(4, true)).toBe('Thứ Năm');
    expect(weekdayName(7, false)).toBe('Sunday');
  });

  it('takes any weekday when no hours are set', () => {
    expect(Boolean(closedWhy('2026-12-03', { weekdays: [], closures: [] }))).toBe(false);
    expect(Boolean(closedWhy('2026-12-03', undefined))).toBe(false);
  });

  it('hides past times and keeps full ones', () => {
    const slots = [
      { time: '18:00', full: false, past: true },
      { time: '19:00', full: true, past: false },
      { time: '20:00', full: false, past: false },
    ];
    expect(visibleSlots(slots).map((s) => s.time)).toEqual(['19:00', '20:00']);
  });

  it('reads the calendar format and ISO, and nothing that is no real day', () => {
    expect(parseVisitorDate('05/02/2027')).toBe('2027-02-05');
    expect(parseVisitorDate('2027-02-05')).toBe('2027-02-05');
    expect(parseVisitorDate('30/02/2027')).toBeNull();
    expect(parseVisitorDate('tomorrow')).toBeNull();
  });

  it('limits the guests to the places an event has left', () => {
    expect(guestsMax(50, { left: 3 })).toBe(3);
    expect(guestsMax(50, { left: 80 })).toBe(50);
    expect(guestsMax(50, null)).toBe(50);
  });

  it('tells a slot that filled meanwhile from other refusals', () => {
    const full = {
      errors: [
        {
          extensions: {
            code: 'CONFLICT',
            fields: { timeSlot: 'slotFull' },
            details: { openSlots: ['20:00'] },
          },
        },
      ],
    };
    expect(slotFullOf(full)).toEqual({ openSlots: ['20:00'] });
    expect(slotFullOf({ errors: [{ extensions: { code: 'BAD_USER_INPUT', fields: { date: 'x' } } }] })).toBe(
      undefined,
    );
    expect(slotFullOf(new Error('offline'))).toBeUndefined();
  });

  it("reads the gateway's code of a refusal, and none from a network failure", () => {
    expect(errorCodeOf({ errors: [{ extensions: { code: 'GONE' } }] })).toBe('GONE');
    expect(errorCodeOf(new Error('offline'))).toBeUndefined();
  });
});
