// Image constants and <img> sources without zod: the public bundle imports this file.
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
