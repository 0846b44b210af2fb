import { z } from 'zod';
import { cursorField } from '../../lib/cursor.ts';
import { cursorPageOf, objectIdString, stamp } from '../../lib/shapes.ts';
import { honeypotField } from '../limits/limits.schemas.ts';

// Shared with the frontend's contact form: this file imports nothing but zod.

export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessageInput = z.object({
  name: z
    .string({ error: 'Vui lòng nhập họ tên' })
    .trim()
    .min(1, 'Vui lòng nhập họ tên')
    .max(120, 'Họ tên tối đa 120 ký tự'),
  email: z
    .string({ error: 'Vui lòng nhập email' })
    .trim()
    .toLowerCase()
    // `abort`: an empty field is reported as missing, not as breaking the format rule.
    .min(1, { error: 'Vui lòng nhập email', abort: true })
    .max(200, 'Email tối đa 200 ký tự')
    .pipe(z.email('Email không hợp lệ'))
    .meta({ format: 'email' }),
  phone: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\+?(?: ?\d){8,15}$/, 'Số điện thoại không hợp lệ (8–15 chữ số)'),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((value) => value || ''),
  subject: z
    .string({ error: 'Vui lòng nhập tiêu đề' })
    .trim()
    .min(1, 'Vui lòng nhập tiêu đề')
    .max(200, 'Tiêu đề tối đa 200 ký tự'),
  message: z
    .string({ error: 'Vui lòng nhập nội dung' })
    .trim()
    .min(1, 'Vui lòng nhập nội dung')
    .max(CONTACT_MESSAGE_MAX, `Nội dung tối đa ${CONTACT_MESSAGE_MAX} ký tự`),
  language: z.enum(['vi', 'en'], { error: 'Ngôn ngữ phải là vi hoặc en' }).default('vi'),
  website: honeypotField,
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

export const contactHandledInput = z.object({
  handled: z.boolean({ error: 'handled phải là true hoặc false' }).default(true),
});

export const contactListQuery = z.object({
  handled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .or(z.boolean())
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** The previous page's `nextCursor`: the page right after its last message. */
  after: cursorField.optional(),
});

/** A message as REST and GraphQL answer it (the service's `ContactMessage` is its z.output). */
export const contactMessageOutput = z.strictObject({
  _id: objectIdString,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  language: z.enum(['vi', 'en']).meta({ description: 'The language the visitor wrote in' }),
  mailHeld: z.boolean().meta({
    description: 'Sent past the venue-wide hourly ceiling: stored, but its mails are held for staff',
  }),
  createdAt: stamp,
  updatedAt: stamp,
});
export type ContactMessage = z.output<typeof contactMessageOutput>;

export const contactMessagePageOutput = cursorPageOf(contactMessageOutput);
export type ContactMessagePage = z.output<typeof contactMessagePageOutput>;

const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày phải có dạng YYYY-MM-DD');

/** An export: the list's own filters, and the days the messages arrived on. */
export const contactExportQuery = z.object({
  handled: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true')),
  from: dayField.optional(),
  to: dayField.optional(),
});
