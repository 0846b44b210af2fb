import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { imageInput } from '@gateway/modules/media/media.schemas.ts';
import { evictRootFields } from '../../lib/cache.ts';
import { toImageInput } from '../../lib/images.ts';
import { ADMIN_HOME, type AdminHome } from './get-home.ts';

export const UPDATE_HOME = gql`
  mutation AdminUpdateHome($input: HomeInput!) {
    updateHome(input: $input) {
      updatedAt
    }
  }
`;

const text = (max: number) => z.string().trim().max(max);
const link = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^(https?:\/\/|tel:|mailto:)\S+$/i.test(v), 'Liên kết phải bắt đầu bằng https://, tel: hoặc mailto:');

/** The form's rules, kept in step with the gateway's home input (same limits and messages). */
export const homeFormSchema = z.object({
  logoHeader: imageInput.nullable(),
  logoFooter: imageInput.nullable(),
  map: z.string().max(5000),
  address: text(500),
  phone: text(200),
  email: text(300),
  link: z.object({ facebook: link, zalo: link, hotline: text(100), whatsapp: link }),
  slides: z
    .array(
      z.object({
        image: imageInput.nullable().refine((v) => v !== null, 'Vui lòng chọn ảnh cho slide'),
        captionVi: text(300),
        captionEn: text(300),
        link: text(500),
      }),
    )
    .max(12, 'Tối đa 12 slide'),
  seo: z.object({
    titleVi: text(120),
    titleEn: text(120),
    descriptionVi: text(300),
    descriptionEn: text(300),
  }),
});

export type HomeForm = Omit<AdminHome, 'updatedAt'>;

export function toHomeInput(values: HomeForm) {
  return {
    logoHeader: toImageInput(values.logoHeader),
    logoFooter: toImageInput(values.logoFooter),
    map: values.map,
    address: values.address,
    phone: values.phone,
    email: values.email,
    link: {
      facebook: values.link.facebook,
      zalo: values.link.zalo,
      hotline: values.link.hotline,
      whatsapp: values.link.whatsapp,
    },
    slides: values.slides.map((s) => ({
      image: toImageInput(s.image),
      captionVi: s.captionVi,
      captionEn: s.captionEn,
      link: s.link,
    })),
    seo: {
      titleVi: values.seo.titleVi,
      titleEn: values.seo.titleEn,
      descriptionVi: values.seo.descriptionVi,
      descriptionEn: values.seo.descriptionEn,
    },
  };
}

export function useUpdateHome() {
  return useMutation<{ updateHome: { updatedAt: string } }, { input: ReturnType<typeof toHomeInput> }>(
    UPDATE_HOME,
    {
      // The public header and footer read `home`: drop it so they fetch the new values.
      update: (cache) => evictRootFields(cache, 'home'),
      refetchQueries: [ADMIN_HOME],
    },
  );
}
