import { formatCalendarDate, formatDateTime } from '../../lib/venue-time-input.ts';
import { parseInput } from '../../lib/validate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { bookingExportQuery, type Booking, type BookingStatus } from './bookings.schemas.ts';
import { inbox } from './bookings.service.ts';

const STATUS_VI: Record<BookingStatus, string> = {
  new: 'Mới',
  confirmed: 'Đã xác nhận',
  cancelled: 'Đã huỷ',
};

/** The columns of a bookings export, in the admin's language; dates in venue time. */
export const BOOKING_EXPORT_COLUMNS = [
  'Mã',
  'Tạo lúc',
  'Ngày',
  'Giờ',
  'Họ tên',
  'Điện thoại',
  'Email',
  'Số khách',
  'Khu vực / Sự kiện',
  'Ghi chú',
  'Ngôn ngữ',
  'Trạng thái',
  'Đã đến',
] as const;

/**
 * Staff: the bookings the list's filters keep, newest first, one row at a time (never all in
 * memory). Audited once read to the end or stopped: who, which filters, how many rows.
 */
export async function* exportBookings({
  query,
  user,
  placeName,
}: {
  query: unknown;
  user?: AuthUser;
  /** The area's or event's name for a booking (their read models). */
  placeName: (b: Booking) => string | Promise<string>;
}): AsyncGenerator<string[]> {
  requireRole(user, 'editor');
  const { status, from, to, areaId, eventId } = parseInput(bookingExportQuery, query ?? {});
  const ref = eventId
    ? `event:${eventId.toLowerCase()}`
    : areaId
      ? `area:${areaId.toLowerCase()}`
      : undefined;
  let rows = 0;
  try {
    for await (const b of inbox.documents({ state: status, from, to, ref })) {
      rows++;
      yield [
        b._id,
        formatDateTime(b.createdAt),
        formatCalendarDate(b.date, true),
        b.timeSlot,
        b.name,
        b.phone,
        b.email,
        String(b.guests),
        await placeName(b),
        b.note,
        b.language,
        STATUS_VI[b.status],
        b.noShow ? 'Không đến' : b.arrived === null ? '' : String(b.arrived),
      ];
    }
  } finally {
    recordAudit({
      user,
      action: 'export',
      type: 'booking',
      label: `${rows} đặt chỗ`,
      after: {
        rows,
        status: status ?? null,
        from: from ?? null,
        to: to ?? null,
        areaId: areaId ?? null,
        eventId: eventId ?? null,
      },
    });
  }
}
