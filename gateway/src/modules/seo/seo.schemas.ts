import { z } from 'zod';

// Imports only zod: the OpenAPI document and the frontend may use it.

export const seoLang = z.enum(['vi', 'en']);

/** `GET /api/seo/head?path=/event/jazz&lang=en` */
export const headQuery = z.object({
  path: z
    .string()
    .trim()
    .min(1, 'Thiếu đường dẫn')
    .max(1000)
    .regex(/^\//, 'Đường dẫn phải bắt đầu bằng /')
    .meta({ description: 'A public path of the website, e.g. /event/dem-nhac-jazz' }),
  lang: seoLang.optional().meta({ description: 'vi (default) or en' }),
});

/** What `resolveHead` answers (documented shape). */
export const headShape = z.object({
  status: z.union([z.literal(200), z.literal(404)]),
  lang: seoLang,
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  image: z.string(),
  imageWidth: z.number().int().optional(),
  imageHeight: z.number().int().optional(),
  type: z.enum(['website', 'article', 'event']),
  siteName: z.string(),
  robots: z.string().optional(),
  alternates: z.object({ vi: z.string(), en: z.string(), 'x-default': z.string() }),
  jsonLd: z.array(z.record(z.string(), z.unknown())),
});
export type HeadShape = z.infer<typeof headShape>;
