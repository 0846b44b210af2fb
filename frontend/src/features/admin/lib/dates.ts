/**
 * Mantine's DateTimePicker works in wall-clock strings ("YYYY-MM-DD HH:mm:ss"); the venue's
 * clock is Asia/Ho_Chi_Minh, which has no daylight saving time: always UTC+7.
 */
export const VENUE_TZ = 'Asia/Ho_Chi_Minh';
const OFFSET_MS = 7 * 3600_000;

export function toVenueWallTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function fromVenueWallTime(wall: string | null | undefined): string | null {
  if (!wall) return null;
  const [day, time = '00:00:00'] = wall.trim().split(/[ T]/);
  const date = new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+07:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formatVenue(iso: string | null | undefined): string {
  const wall = toVenueWallTime(iso);
  if (!wall) return '';
  const [d, t] = wall.split(' ');
  const [y, m, day] = (d ?? '').split('-');
  return `${day}/${m}/${y} ${t?.slice(0, 5) ?? ''}`;
}
