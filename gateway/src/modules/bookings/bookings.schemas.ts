import { z } from 'zod';
import { cursorField } from '../../lib/cursor.ts';
import { cursorPageOf, objectIdString, stamp } from '../../lib/shapes.ts';
import { isCalendarDate } from '../../lib/venue-time-input.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { honeypotField } from '../limits/limits.schemas.ts';
import { GUESTS } from './bookings.guests.ts';

// Shared with the frontend's booking form: this file imports nothing but zod, venue time and schemas.

export const BOOKING_STATUSES = ['new', 'confirmed', 'cancelled'] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES, { error: 'Trạng thái không hợp lệ' });
export type BookingStatus = z.infer<typeof bookingStatus>;

export const BOOKING_LANGUAGES = ['vi', 'en'] as const;

/** Digits with an optional leading + and spaces between groups: 8 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?(?: ?\d){8,15}$/;
export const phoneField = z
  .string({ error: 'Vui lòng nhập số điện thoại' })
  .trim()
  // `abort`: an empty field is reported as missing, not as breaking the format rule.
  .min(1, { error: 'Vui lòng nhập số điện thoại', abort: true })
  .regex(PHONE_PATTERN, 'Số điện thoại không hợp lệ (8–15 chữ số, có thể có dấu + và khoảng trắng)');

/** Today's calendar date at the venue (`now`: the gateway's clock). */
export const todayInVietnam = (now?: Date): string => venueToday(now);

export const bookingDateField = z
  .string({ error: 'Vui lòng chọn ngày' })
  .min(1, { error: 'Vui lòng chọn ngày', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Ngày phải có dạng YYYY-MM-DD', abort: true })
  // `params.rule` names the failed rule for the forms, which word it in the visitor's language.
  .refine(isCalendarDate, { error: 'Ngày không tồn tại', abort: true, params: { rule: 'dateNotReal' } })
  // Compared as strings: YYYY-MM-DD sorts like the calendar.
  .refine((value) => value >= todayInVietnam(), {
    error: 'Ngày đặt chỗ không được ở trong quá khứ',
    params: { rule: 'datePast' },
  })
  .meta({ format: 'date', description: 'Venue calendar date (Asia/Ho_Chi_Minh), today or later' });

export const timeSlotField = z
  .string({ error: 'Vui lòng chọn giờ' })
  .min(1, { error: 'Vui lòng chọn giờ', abort: true })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Giờ phải có dạng HH:mm')
  .meta({ description: 'HH:mm, venue time' });

/** An optional reference: empty string and null mean "none", anything else must be an ObjectId. */
const optionalRef = (what: string) =>
  z
    .union([z.string().regex(/^[a-f0-9]{24}$/i, `Mã ${what} không hợp lệ`), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || undefined);

export const bookingInput = z.object({
  name: z
    .string({ error: 'Vui lòng nhập họ tên' })
    .trim()
    .min(1, 'Vui lòng nhập họ tên')
    .max(120, 'Họ tên tối đa 120 ký tự'),
  phone: phoneField,
  email: z
    .string({ error: 'Vui lòng nhập email' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Vui lòng nhập email', abort: true })
    .max(200, 'Email tối đa 200 ký tự')
    .pipe(z.email('Email không hợp lệ'))
    .meta({ format: 'email' }),
  date: bookingDateField,
  timeSlot: timeSlotField,
  guests: z
    .number({ error: 'Vui lòng nhập số khách' })
    .int('Số khách phải là số nguyên từ 1 đến 50')
    .min(GUESTS.min, 'Số khách từ 1 đến 50')
    .max(GUESTS.max, 'Số khách từ 1 đến 50'),
  areaId: optionalRef('khu vực'),
  eventId: optionalRef('sự kiện'),
  note: z.string().trim().max(1000, 'Ghi chú tối đa 1000 ký tự').default(''),
  language: z.enum(BOOKING_LANGUAGES, { error: 'Ngôn ngữ phải là vi hoặc en' }).default('vi'),
  website: honeypotField,
});
export type BookingInput = z.input<typeof bookingInput>;
export type BookingData = z.output<typeof bookingInput>;

export const bookingStatusInput = z.object({ status: bookingStatus });

/** At the door: `arrived` of the party came, or a no-show; both empty undoes the check-in. */
export const checkInInput = z
  .object({
    arrived: z.number().int().min(0).max(50, 'Số khách từ 0 đến 50').nullable(),
    noShow: z.boolean().default(false),
  })
  .refine((c) => !(c.noShow && c.arrived !== null), {
    message: 'Đã đến hoặc không đến, không cả hai',
    path: ['noShow'],
  });

const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày phải có dạng YYYY-MM-DD');
const refId = z.string().regex(/^[a-f0-9]{24}$/i, 'Mã không hợp lệ');

/** The door's list: one day's bookings, searched by name or phone. */
export const doorQuery = z.object({
  date: dayField,
  search: z.string().trim().max(100).optional(),
});

/** An export: the list's own filters. */
export const bookingExportQuery = z.object({
  status: bookingStatus.optional(),
  from: dayField.optional(),
  to: dayField.optional(),
  areaId: refId.optional(),
  eventId: refId.optional(),
});

const pageField = z.coerce.number().int().min(1).max(100_000).default(1);

export const bookingListQuery = z.object({
  status: bookingStatus.optional(),
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** The previous page's `nextCursor`: the page right after its last booking. */
  after: cursorField.optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuery>;

/** A booking as REST and GraphQL answer it (the service's `Booking` is its z.output). */
export const bookingOutput = z.strictObject({
  _id: objectIdString,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  date: z.string().meta({ description: 'YYYY-MM-DD, venue calendar (Asia/Ho_Chi_Minh)' }),
  timeSlot: z.string().meta({ description: 'HH:mm' }),
  guests: z.number().int().min(1).max(50),
  areaId: objectIdString.nullable(),
  eventId: objectIdString.nullable(),
  note: z.string(),
  language: z.enum(BOOKING_LANGUAGES),
  status: bookingStatus,
  mailHeld: z.boolean().meta({
    description: 'Sent past the venue-wide hourly ceiling: stored, but its mails are held for staff',
  }),
  arrived: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'At the door: how many of the party came (null: not checked in)' }),
  noShow: z.boolean(),
  manageUrl: z
    .string()
    .optional()
    .meta({ description: "Site-relative link to the visitor's page (the answer of a create)" }),
  createdAt: stamp,
  updatedAt: stamp,
});
export type Booking = z.output<typeof bookingOutput>;

export const bookingPageOutput = cursorPageOf(bookingOutput);
export type BookingPage = z.output<typeof bookingPageOutput>;

/** A booking as its visitor sees it through the link in their mail. */
export const managedBookingOutput = z.strictObject({
  _id: objectIdString,
  name: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  guests: z.number().int(),
  status: bookingStatus,
  language: z.enum(BOOKING_LANGUAGES),
  areaId: objectIdString.nullable(),
  eventId: objectIdString.nullable(),
  cancellableUntil: stamp.meta({ description: 'Until when the visitor may cancel' }),
  canCancel: z.boolean(),
});

/** The door's list of a day: its bookings, and the guests expected and arrived. */
export const doorListOutput = z.strictObject({
  items: z.array(bookingOutput),
  guests: z.number().int(),
  arrived: z.number().int(),
});
