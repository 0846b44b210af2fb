import { z } from 'zod';

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
