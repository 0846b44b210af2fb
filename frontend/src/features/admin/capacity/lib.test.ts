import { describe, expect, it } from 'vitest';
import { areaCapacityInput } from '@gateway/modules/capacity/capacity.schemas.ts';
import { normaliseTime, toFormValues, toInput } from './lib.ts';

describe('capacity editor values', () => {
  it('reads typed times as HH:mm', () => {
    expect(normaliseTime('9')).toBe('09:00');
    expect(normaliseTime('1830')).toBe('18:30');
    expect(normaliseTime('19h30')).toBe('19:30');
    expect(normaliseTime('7:5')).toBe('7:5');
  });

  it('sends sorted times, leaves out weekdays without times, and an empty limit as none', () => {
    const values = toFormValues({ placesPerSlot: null, hours: [], closures: [] });
    values.hours['5'] = ['21:00', '19', '19:00'];
    const input = toInput(values);
    expect(input).toEqual({
      placesPerSlot: null,
      hours: [{ weekday: 5, times: ['19:00', '21:00'] }],
      closures: [],
    });
    expect(areaCapacityInput.safeParse(input).success).toBe(true);
  });

  it('keeps a one-day closure when only its first day is given', () => {
    const values = toFormValues({
      placesPerSlot: 20,
      hours: [{ weekday: 1, times: ['18:00'] }],
      closures: [{ from: '2027-02-05', to: '', reasonVi: 'Tết', reasonEn: '' }],
    });
    expect(toInput(values).closures[0]).toMatchObject({ from: '2027-02-05', to: '2027-02-05' });
    expect(toInput(values).placesPerSlot).toBe(20);
  });
});
