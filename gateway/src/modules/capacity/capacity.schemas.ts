import { z } from 'zod';
import { isCalendarDate } from '../../lib/venue-time-input.ts';

// Shared with the frontend's booking form and the admin's capacity editor: zod and venue time only.

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Giờ phải có dạng HH:mm');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày phải có dạng YYYY-MM-DD')
  .refine(isCalendarDate, 'Ngày không tồn tại');
const objectIdField = (what: string) => z.string().regex(/^[a-f0-9]{24}$/i, `Mã ${what} không hợp lệ`);

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const closureInput = z
  .object({
    from: day,
    to: day,
    reasonVi: z.string().trim().max(200, 'Lý do tối đa 200 ký tự').default(''),
    reasonEn: z.string().trim().max(200, 'Lý do tối đa 200 ký tự').default(''),
  })
  .refine((c) => c.from <= c.to, { message: 'Ngày kết thúc không được trước ngày bắt đầu', path: ['to'] });

/** An area's bookable hours: the time slots of each weekday, the places of each slot, closures. */
export const areaCapacityInput = z.object({
  /** null: no limit on places (the times still apply). */
  placesPerSlot: z.number().int().min(1, 'Ít nhất 1 chỗ').max(10_000).nullable(),
  /** Weekdays left out take no bookings; no weekday at all: any time, as before hours were set. */
  hours: z
    .array(
      z.object({
        weekday: z.number().int().min(1).max(7),
        times: z
          .array(time)
          .max(48)
          .refine((t) => new Set(t).size === t.length, 'Một giờ xuất hiện hai lần'),
      }),
    )
    .max(7)
    .refine((h) => new Set(h.map((d) => d.weekday)).size === h.length, 'Một ngày xuất hiện hai lần'),
  closures: z.array(closureInput).max(200),
});
export type AreaCapacityInput = z.input<typeof areaCapacityInput>;

/** An event's places: every booking of the event takes from them. null: no limit. */
export const eventCapacityInput = z.object({
  places: z.number().int().min(1, 'Ít nhất 1 chỗ').max(100_000).nullable(),
});

export const bookingSettingsInput = z
  .object({
    /** A visitor may cancel until this many hours before their booking. */
    cancelCutoffHours: z.number().int().min(0).max(168),
    /** The reminder goes the day before, at this hour (venue time). */
    reminderHour: z.number().int().min(0).max(23),
    /** Places offered to the waiting list are held this many hours. */
    waitlistHoldHours: z.number().int().min(1).max(72),
  })
  .partial();

export const availabilityQuery = z
  .object({
    areaId: objectIdField('khu vực').optional(),
    eventId: objectIdField('sự kiện').optional(),
    date: day,
  })
  .refine((q) => Boolean(q.areaId) !== Boolean(q.eventId), {
    message: 'Chọn một khu vực hoặc một sự kiện',
    path: ['areaId'],
  });

export const capacityTarget = z.object({
  kind: z.enum(['area', 'event']),
  id: objectIdField('khu vực hoặc sự kiện'),
});
