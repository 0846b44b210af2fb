import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import 'dayjs/locale/en';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const VENUE_TZ = 'Asia/Ho_Chi_Minh';

const at = (iso: string, isVn: boolean) =>
  dayjs(iso)
    .tz(VENUE_TZ)
    .locale(isVn ? 'vi' : 'en');

/** "Thứ bảy, 12/12/2026" / "Saturday, December 12, 2026" */
export function formatLongDate(iso: string, isVn: boolean): string {
  const d = at(iso, isVn);
  return isVn ? capitalise(d.format('dddd, DD/MM/YYYY')) : d.format('dddd, MMMM D, YYYY');
}

export function formatDate(iso: string, isVn: boolean): string {
  return at(iso, isVn).format(isVn ? 'DD/MM/YYYY' : 'MMM D, YYYY');
}

export function formatTime(iso: string, isVn: boolean): string {
  return at(iso, isVn).format(isVn ? 'HH:mm' : 'h:mm A');
}

/** Day and month for a date badge on cards. */
export function dateBadge(iso: string, isVn: boolean): { day: string; month: string } {
  const d = at(iso, isVn);
  return { day: d.format('DD'), month: isVn ? `TH ${d.format('M')}` : d.format('MMM').toUpperCase() };
}

export function formatRange(startAt: string, endAt: string | null | undefined, isVn: boolean): string {
  const start = `${formatLongDate(startAt, isVn)} · ${formatTime(startAt, isVn)}`;
  if (!endAt) return start;
  const sameDay = at(startAt, isVn).isSame(at(endAt, isVn), 'day');
  return sameDay
    ? `${start} – ${formatTime(endAt, isVn)}`
    : `${start} – ${formatLongDate(endAt, isVn)} · ${formatTime(endAt, isVn)}`;
}

// The Google Calendar link comes from the gateway's calendar module (one builder for site and feeds).
export { googleCalendarLink } from '@gateway/modules/seo/calendar-links.ts';

/** Today in the venue's time zone as YYYY-MM-DD (the booking form's minimum date). */
export function venueToday(): string {
  return dayjs().tz(VENUE_TZ).format('YYYY-MM-DD');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
