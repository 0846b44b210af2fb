import { z } from 'zod';
import { objectIdString } from '../../lib/shapes.ts';

export const loginInput = z.object({
  email: z.string().trim().toLowerCase().email('Email không hợp lệ'),
  password: z.string().min(1, 'Vui lòng nhập mật khẩu').max(200),
  /** The admin's language, for the lockout message; else the caller's Accept-Language. */
  language: z.enum(['vi', 'en']).optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const refreshInput = z.object({
  refreshToken: z.string().min(1, 'refreshToken is required').max(2000),
});
export type RefreshInput = z.infer<typeof refreshInput>;

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Vui lòng nhập mật khẩu hiện tại').max(200),
    newPassword: z.string().min(8, 'Mật khẩu mới cần ít nhất 8 ký tự').max(200, 'Mật khẩu tối đa 200 ký tự'),
  })
  .refine((d) => d.newPassword !== d.currentPassword, {
    path: ['newPassword'],
    message: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The password rules of every new password (changed, reset, chosen from an invitation). */
export const newPassword = z
  .string()
  .min(8, 'Mật khẩu mới cần ít nhất 8 ký tự')
  .max(200, 'Mật khẩu tối đa 200 ký tự');

export const forgotPasswordInput = z.object({
  email: z.string().trim().toLowerCase().email('Email không hợp lệ').max(254),
  /** The admin's language: the email's and the 429 answer's. */
  language: z.enum(['vi', 'en']).optional(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({
  token: z.string().trim().min(1, 'Liên kết không hợp lệ').max(200, 'Liên kết không hợp lệ'),
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The signed-in person as `me` answers it. */
export const userOutput = z.strictObject({
  id: objectIdString,
  email: z.string(),
  role: z.enum(['admin', 'editor']),
  name: z.string().meta({ description: "'' when none was chosen" }),
});
export type User = z.output<typeof userOutput>;
