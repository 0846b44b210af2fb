import { z } from 'zod';
import { objectIdString, stamp } from '../../lib/shapes.ts';
import { newPassword } from '../auth/auth.schemas.ts';

export const staffRole = z.enum(['admin', 'editor'], { message: 'Vai trò không hợp lệ' });

export const inviteStaffInput = z.object({
  email: z.string().trim().toLowerCase().email('Email không hợp lệ').max(254),
  role: staffRole,
  name: z.string().trim().max(120, 'Tên tối đa 120 ký tự').optional(),
  /** The invitation mail's language. */
  language: z.enum(['vi', 'en']).optional(),
});
export type InviteStaffInput = z.infer<typeof inviteStaffInput>;

export const staffRoleInput = z.object({ role: staffRole });
export const staffActiveInput = z.object({ active: z.boolean({ message: 'active: true hoặc false' }) });

export const acceptInvitationInput = z.object({
  token: z.string().trim().min(1, 'Liên kết không hợp lệ').max(200, 'Liên kết không hợp lệ'),
  password: newPassword,
  name: z.string().trim().max(120, 'Tên tối đa 120 ký tự').optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

/** A staff account as REST and GraphQL answer it (the service's `StaffMember` is its z.output). */
export const staffMemberOutput = z.strictObject({
  id: objectIdString,
  email: z.string(),
  name: z.string(),
  role: staffRole,
  active: z.boolean(),
  invitePending: z.boolean().meta({ description: 'Invited, no password chosen yet' }),
  inviteExpiresAt: stamp.nullable(),
  lastSignInAt: stamp.nullable(),
  createdAt: stamp,
});
export type StaffMember = z.output<typeof staffMemberOutput>;
