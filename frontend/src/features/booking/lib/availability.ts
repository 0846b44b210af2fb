// What the booking form makes of an `availability` answer: which days the calendar marks closed and why, which
// times it offers, how many guests an event still takes, and a "just filled" refusal's open times.

export interface Closure {
  from: string;
  to: string;
  reasonVi: string;
  reasonEn: string;
}

export interface Slot {
  time: string;
  left?: number | null;
  full: boolean;
  past: boolean;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day `YYYY-MM-DD`. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() || 7;
}

/** The closure covering a day, if any (from and to included). */
export function closureOn(closures: readonly Closure[], date: string): Closure | undefined {
  return closures.find((c) => c.from <= date && date <= c.to);
}

/**
 * The closed-day notes' words, Monday first (ISO order). Here rather than in lib/i18n, whose
 * Vietnamese dictionary every public page loads: only the booking form says them.
 */
const CLOSED_WORDS = {
  vi: {
    weekdays: ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ nhật'],
    off: (days: string) => `nghỉ ${days} hằng tuần`,
    legend: 'Ngày gạch ngang không nhận đặt chỗ: ',
  },
  en: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    off: (days: string) => `closed every ${days}`,
    legend: 'Days struck through take no bookings: ',
  },
} as const;

const words = (isVn: boolean) => CLOSED_WORDS[isVn ? 'vi' : 'en'];

/** The name of ISO weekday `n` (1 Monday … 7 Sunday). */
export function weekdayName(n: number, isVn: boolean): string {
  return words(isVn).weekdays[n - 1] ?? '';
}

/** "nghỉ Thứ Hai hằng tuần" / "closed every Monday": the weekdays (ISO numbers) without hours. */
export function weekdaysOffText(days: readonly number[], isVn: boolean): string {
  return words(isVn).off(days.map((d) => weekdayName(d, isVn)).join(', '));
}

/** The line under the calendar naming the closed days, or '' when there are none. */
export function closedLegend(parts: readonly string[], isVn: boolean): string {
  return parts.length ? words(isVn).legend + parts.join(' · ') : '';
}

/** Why a day takes no bookings: the closure's own reason, or the weekday without hours. */
export type ClosedWhy = { closure: Closure; weekday?: undefined } | { closure?: undefined; weekday: number };

export function closedWhy(
  date: string,
  rules: { weekdays: readonly number[]; closures: readonly Closure[] } | undefined,
): ClosedWhy | undefined {
  if (!rules) return undefined;
  const closure = closureOn(rules.closures, date);
  if (closure) return { closure };
  const weekday = isoWeekday(date);
  if (rules.weekdays.length && !rules.weekdays.includes(weekday)) return { weekday };
  return undefined;
}

/** The weekdays without hours, in order (empty when any day takes bookings). */
export function weekdaysOff(weekdays: readonly number[]): number[] {
  return weekdays.length ? [1, 2, 3, 4, 5, 6, 7].filter((d) => !weekdays.includes(d)) : [];
}

/** The times offered: those not gone yet, full ones kept (shown, not choosable). */
export function visibleSlots<S extends Slot>(slots: readonly S[]): S[] {
  return slots.filter((s) => !s.past);
}

/**
 * A typed date as the form keeps it (`YYYY-MM-DD`): the calendar's own `DD/MM/YYYY` or ISO, as a
 * browser's autofill or a test types it. null when it is no real day.
 */
export function parseVisitorDate(text: string): string | null {
  const value = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  let [y, mo, d] = m ? [m[1], m[2], m[3]] : [];
  if (!m) {
    m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
    if (!m) return null;
    [d, mo, y] = [m[1], m[2], m[3]];
  }
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** The guests an event still takes, within the form's own bounds. */
export function guestsMax(max: number, places: { left: number } | null | undefined): number {
  return places ? Math.max(0, Math.min(max, places.left)) : max;
}

/**
 * A booking refused because its slot filled meanwhile (`CONFLICT`, `fields.timeSlot = slotFull`):
 * the times still open that day. undefined for any other failure.
 */
export function slotFullOf(error: unknown): { openSlots: string[] } | undefined {
  type Extensions = { code?: string; fields?: Record<string, string>; details?: { openSlots?: unknown } };
  const first = (error as { errors?: { extensions?: Extensions }[] } | null)?.errors?.[0]?.extensions;
  if (first?.code !== 'CONFLICT' || first.fields?.timeSlot !== 'slotFull') return undefined;
  const open = first.details?.openSlots;
  return { openSlots: Array.isArray(open) ? open.filter((t): t is string => typeof t === 'string') : [] };
}

/** The gateway's code for a refused request (`NOT_FOUND`, `GONE`, `CONFLICT`…), if it gave one. */
export function errorCodeOf(error: unknown): string | undefined {
  const errors = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  const code = errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
