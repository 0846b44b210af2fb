import { z } from 'zod';

/** Variant widths: every upload is stored as WebP at these buckets (never wider than the original). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** `<public_id>-<bucket>.webp`, the only names served under /media/. */
export const MEDIA_FILE_PATTERN = /^([a-z0-9][a-z0-9-]{0,99})-(480|960|1600)\.webp$/;

export interface ImageValue {
  public_id: string;
  secure_url: string;
  width?: number | null;
  height?: number | null;
  placeholder?: string | null;
}

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

export const mediaListInput = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(40),
});
export type MediaListInput = z.infer<typeof mediaListInput>;

/**
 * Buckets stored for an image whose largest variant is `width` px wide: every bucket narrower than
 * it, plus the smallest bucket that holds it (which keeps the image's own width). 480 always exists.
 */
export function mediaBuckets(width: number): { bucket: number; width: number }[] {
  const w = Math.max(1, Math.min(Math.round(width), MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]));
  const out: { bucket: number; width: number }[] = [];
  for (const bucket of MEDIA_WIDTHS) {
    if (bucket < w) out.push({ bucket, width: bucket });
    else {
      out.push({ bucket, width: w });
      break;
    }
  }
  return out;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  placeholder?: string;
}

/**
 * What an `<img>` needs for an Image: `src` (largest variant), a `srcSet` of the WebP variants
 * when the image is one of our uploads, intrinsic size and the blurred placeholder.
 */
export function imageSources(image: ImageValue | null | undefined): ImageSources | undefined {
  if (!image?.secure_url) return undefined;
  const width = image.width ?? undefined;
  const height = image.height ?? undefined;
  const placeholder = image.placeholder || undefined;
  const base = { src: image.secure_url, width, height, placeholder };
  const match = /^\/media\/(.+)-(480|960|1600)\.webp$/.exec(image.secure_url);
  if (!match || !width) return base;
  const id = match[1];
  const srcSet = mediaBuckets(width)
    .map((v) => `/media/${id}-${v.bucket}.webp ${v.width}w`)
    .join(', ');
  return { ...base, srcSet };
}
