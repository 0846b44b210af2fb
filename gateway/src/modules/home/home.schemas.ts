import { z } from 'zod';
import { imageInput } from '../media/media.schemas.ts';

const WEB_OR_TEL = /^(https?:\/\/[^\s/$.?#][^\s]*|tel:\+?[0-9][0-9.\-() ]{2,30})$/i;

/** An outside link: http(s) or tel:, or empty to hide the button. */
export const linkField = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || WEB_OR_TEL.test(v), {
    message: 'Liên kết phải bắt đầu bằng http(s):// hoặc tel:',
  });

/** The hotline: a tel: link, or a bare phone number that is stored as one. */
export const hotlineField = z
  .string()
  .trim()
  .max(500)
  .transform((v) => (/^\+?[0-9][0-9.\-() ]{2,30}$/.test(v) ? `tel:${v.replace(/[^0-9+]/g, '')}` : v))
  .refine((v) => v === '' || WEB_OR_TEL.test(v), {
    message: 'Hotline phải là số điện thoại, liên kết tel: hoặc http(s)://',
  });

/** A slide's link may also point inside the site ("/event"). */
export const slideLinkField = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || WEB_OR_TEL.test(v) || /^\/(?!\/)[^\s]*$/.test(v), {
    message: 'Liên kết phải là đường dẫn trong trang (/...), http(s):// hoặc tel:',
  });

export const homeLinksInput = z.object({
  facebook: linkField,
  zalo: linkField,
  hotline: hotlineField,
  whatsapp: linkField,
});

export const heroSlideInput = z.object({
  image: imageInput.nullable().optional(),
  captionVi: z.string().trim().max(300).default(''),
  captionEn: z.string().trim().max(300).default(''),
  link: slideLinkField.default(''),
});
export type HeroSlideInput = z.infer<typeof heroSlideInput>;

export const seoInput = z.object({
  titleVi: z.string().trim().max(120),
  titleEn: z.string().trim().max(120),
  descriptionVi: z.string().trim().max(400),
  descriptionEn: z.string().trim().max(400),
});

/**
 * The general data form: every field optional (a partial update keeps what is left out). `address`
 * (`addressEn` on English pages) and `phone` use `|` for a line break on screen. `map` is embed HTML; the server keeps only an
 * iframe from an allowed map host.
 */
export const homeInput = z.object({
  logoHeader: imageInput.nullable().optional(),
  logoFooter: imageInput.nullable().optional(),
  map: z.string().max(10_000).optional(),
  address: z.string().trim().max(500).optional(),
  addressEn: z.string().trim().max(500).optional(),
  phone: z.string().trim().max(200).optional(),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'Email không hợp lệ' })
    .optional(),
  link: homeLinksInput.partial().optional(),
  slides: z.array(heroSlideInput).max(12).optional(),
  seo: seoInput.partial().optional(),
});
export type HomeInput = z.infer<typeof homeInput>;
