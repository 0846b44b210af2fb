export const VENUE_TZ = 'Asia/Ho_Chi_Minh';

/**
 * The venue's clock: Ho Chi Minh City is UTC+7 all year (no daylight saving since 1975), so its
 * wall time is the UTC fields of the instant moved by 7 h. Plain arithmetic in place of dayjs with
 * its utc, timezone and locale plugins (~6 kB gzip of every public page, issue 8).
 */
const OFFSET_MS = 7 * 60 * 60 * 1000;

const VI_WEEKDAYS = ['chủ nhật', 'thứ hai', 'thứ ba', 'thứ tư', 'thứ năm', 'thứ sáu', 'thứ bảy'];
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  weekday: number; // 0 = Sunday
  hour: number;
  minute: number;
}

function at(iso: string): WallTime {
  const d = new Date(new Date(iso).getTime() + OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const numericDate = (d: WallTime) => `${pad(d.day)}/${pad(d.month)}/${d.year}`;

/** "Thứ bảy, 12/12/2026" / "Saturday, December 12, 2026" */
export function formatLongDate(iso: string, isVn: boolean): string {
  const d = at(iso);
  return isVn
    ? capitalise(`${VI_WEEKDAYS[d.weekday]}, ${numericDate(d)}`)
    : `${EN_WEEKDAYS[d.weekday]}, ${EN_MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
}

/** "12/12/2026" / "Dec 12, 2026" */
export function formatDate(iso: string, isVn: boolean): string {
  const d = at(iso);
  return isVn ? numericDate(d) : `${EN_MONTHS[d.month - 1]!.slice(0, 3)} ${d.day}, ${d.year}`;
}

/** "20:30" / "8:30 PM" */
export function formatTime(iso: string, isVn: boolean): string {
  const { hour, minute } = at(iso);
  return isVn
    ? `${pad(hour)}:${pad(minute)}`
    : `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Day and month for a date badge on cards. */
export function dateBadge(iso: string, isVn: boolean): { day: string; month: string } {
  const d = at(iso);
  return {
    day: pad(d.day),
    month: isVn ? `TH ${d.month}` : EN_MONTHS[d.month - 1]!.slice(0, 3).toUpperCase(),
  };
}

export function formatRange(startAt: string, endAt: string | null | undefined, isVn: boolean): string {
  const start = `${formatLongDate(startAt, isVn)} · ${formatTime(startAt, isVn)}`;
  if (!endAt) return start;
  const sameDay = formatDate(startAt, true) === formatDate(endAt, true);
  return sameDay
    ? `${start} – ${formatTime(endAt, isVn)}`
    : `${start} – ${formatLongDate(endAt, isVn)} · ${formatTime(endAt, isVn)}`;
}

// The Google Calendar link comes from the gateway's calendar module (one builder for site and feeds).
export { googleCalendarLink } from '@gateway/modules/seo/calendar-links.ts';

/** Today in the venue's time zone as YYYY-MM-DD (the booking form's minimum date). */
export function venueToday(): string {
  const d = at(new Date().toISOString());
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
