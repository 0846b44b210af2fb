import { z } from 'zod';

/** What a staff write did. */
export const auditAction = z.enum([
  'create',
  'update',
  'delete',
  'restore',
  'purge',
  'publish',
  'unpublish',
  'status',
  'reorder',
  'upload',
  'export',
  'signIn',
  'signInFailed',
  'passwordChange',
  'passwordReset',
  'invite',
  'inviteResend',
  'inviteDelete',
  'inviteAccept',
  'role',
  'activate',
  'deactivate',
]);
export type AuditAction = z.infer<typeof auditAction>;

/** The collection written (`user`: sign-ins and passwords; `staff`: accounts changed by an admin). */
export const auditType = z.enum([
  'event',
  'news',
  'area',
  'tag',
  'home',
  'intro',
  'booking',
  'contact',
  'capacity',
  'media',
  'staff',
  'user',
]);
export type AuditType = z.infer<typeof auditType>;

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày dạng YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Ngày không hợp lệ');

/** An entry's id: its time in ms (base 36, 9 characters) then 6 random hex digits — sortable by time. */
export const auditEntryId = z.string().regex(/^[0-9a-z]{9}[0-9a-f]{6}$/, 'Con trỏ trang không hợp lệ');

/** Filters of the audit list: venue dates `from`..`to` (inclusive), newest first, keyset `after`. */
export const auditListQuery = z
  .object({
    /** A staff member's id, or an email (failed sign-ins of unknown addresses have no id). */
    person: z.string().trim().min(1).max(254).optional(),
    type: auditType.optional(),
    action: auditAction.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    /** The `nextCursor` of the previous page. */
    after: auditEntryId.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'Ngày bắt đầu phải trước ngày kết thúc',
    path: ['to'],
  });
export type AuditListQuery = z.input<typeof auditListQuery>;
