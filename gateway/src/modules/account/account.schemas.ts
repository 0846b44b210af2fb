import { z } from 'zod';

/** The signed-in person's own profile: only the display name is theirs to change. */
export const accountProfileInput = z.object({
  name: z
    .string({ error: 'Vui lòng nhập tên' })
    .trim()
    .min(1, 'Vui lòng nhập tên')
    .max(100, 'Tên tối đa 100 ký tự'),
});
export type AccountProfileInput = z.infer<typeof accountProfileInput>;

/** A session as the URL names it: its refresh-token family id. */
export const sessionIdParam = z.object({
  id: z.string().trim().min(1, 'Phiên không hợp lệ').max(100, 'Phiên không hợp lệ'),
});
