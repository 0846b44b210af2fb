// Mantine's DateTimePicker works in venue wall-clock strings ("YYYY-MM-DD HH:mm:ss"); the
// conversions and the admin's "DD/MM/YYYY HH:mm" come from the shared venue-time modules.
export {
  formatCalendarDate,
  formatDateTime as formatVenue,
  fromVenueWallTime,
  toVenueWallTime,
} from '@gateway/lib/venue-time-input.ts';
