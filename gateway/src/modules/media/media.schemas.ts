import { z } from 'zod';

export * from './media.images.ts';

const mediaUrl = z
  .string()
  .trim()
  .min(1, 'Thiếu đường dẫn ảnh')
  .max(2000)
  .refine((v) => v.startsWith('/media/') || /^https:\/\/[^/\s]+/i.test(v), {
    message: 'Ảnh phải nằm trong /media/ hoặc là một địa chỉ https',
  });

/** An image reference as entities store it (the answer of POST /api/media/upload). */
export const imageInput = z.object({
  public_id: z.string().trim().min(1, 'Thiếu public_id').max(200),
  secure_url: mediaUrl,
  width: z
    .number()
    .int()
    .positive()
    .max(20000)
    .nullish()
    .transform((v) => v ?? undefined),
  height: z
    .number()
    .int()
    .positive()
    .max(20000)
    .nullish()
    .transform((v) => v ?? undefined),
  placeholder: z
    .string()
    .max(4000)
    .refine((v) => v === '' || /^data:image\/(webp|png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(v), {
      message: 'placeholder must be a base64 image data URI',
    })
    .nullish()
    .transform((v) => v || undefined),
});
export type ImageInput = z.infer<typeof imageInput>;

/** An image reference as answers carry it: one stored before sizes were measured has none. */
export const imageOutput = z.strictObject({
  public_id: z.string(),
  secure_url: z.string(),
  width: z.number().int().nullish(),
  height: z.number().int().nullish(),
  placeholder: z.string().nullish().meta({ description: 'A tiny blurred preview, as a data URI' }),
});

export const mediaListInput = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(40),
});
export type MediaListInput = z.infer<typeof mediaListInput>;
