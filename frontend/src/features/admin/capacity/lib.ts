import { WEEKDAYS, type AreaCapacityInput } from '@gateway/modules/capacity/capacity.schemas.ts';

// The capacity editor's form values and their translation to the gateway's input.

export interface CapacityFormValues {
  /** '' : no limit. */
  placesPerSlot: number | string;
  /** Times per ISO weekday, every weekday present (empty: no bookings that day). */
  hours: Record<string, string[]>;
  closures: { from: string; to: string; reasonVi: string; reasonEn: string }[];
}

export function toFormValues(area: {
  placesPerSlot?: number | null;
  hours: readonly { weekday: number; times: readonly string[] }[];
  closures: readonly { from: string; to: string; reasonVi: string; reasonEn: string }[];
}): CapacityFormValues {
  return {
    placesPerSlot: area.placesPerSlot ?? '',
    hours: Object.fromEntries(
      WEEKDAYS.map((d) => [String(d), [...(area.hours.find((h) => h.weekday === d)?.times ?? [])]]),
    ),
    closures: area.closures.map((c) => ({ ...c })),
  };
}

/** A typed time as HH:mm ("9" → 09:00, "1830" → 18:30, "7:5" stays wrong for the schema to say so). */
export function normaliseTime(text: string): string {
  const value = text.trim().replace(/[h.]/i, ':');
  let m = /^(\d{1,2})$/.exec(value);
  if (m) return `${m[1]!.padStart(2, '0')}:00`;
  m = /^(\d{1,2}):?(\d{2})$/.exec(value);
  if (m) return `${m[1]!.padStart(2, '0')}:${m[2]}`;
  return value;
}

/**
 * The form as the gateway's input: times sorted and without repeats; weekdays without times are
 * left out, and no weekday at all means "any time", as before hours were set.
 */
export function toInput(values: CapacityFormValues): AreaCapacityInput {
  const hours = WEEKDAYS.map((weekday) => ({
    weekday,
    times: [...new Set((values.hours[String(weekday)] ?? []).map(normaliseTime))].sort(),
  })).filter((d) => d.times.length);
  return {
    placesPerSlot: typeof values.placesPerSlot === 'number' ? values.placesPerSlot : null,
    hours,
    closures: values.closures.map((c) => ({
      from: c.from,
      to: c.to || c.from,
      reasonVi: c.reasonVi,
      reasonEn: c.reasonEn,
    })),
  };
}
