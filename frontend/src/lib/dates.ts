// Venue time (zone, formats, "today") has one owner shared with the gateway: lib/venue-time.ts.
export {
  dateBadge,
  formatDate,
  formatLongDate,
  formatRange,
  formatTime,
  venueToday,
} from '@gateway/lib/venue-time.ts';
// The Google Calendar link comes from the gateway's calendar module (one builder for site and feeds).
export { googleCalendarLink } from '@gateway/modules/feeds/calendar-links.ts';
