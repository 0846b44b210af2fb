import { AdminUpdateHomeDocument } from './update-home.generated.ts';
import { useMutation } from '@apollo/client/react';
import { homeInput } from '@gateway/modules/home/home.schemas.ts';
import { evictRootFields } from '../../lib/cache.ts';
import { toImageInput } from '../../lib/images.ts';
import { ADMIN_HOME, type AdminHome } from './get-home.ts';

export const UPDATE_HOME = AdminUpdateHomeDocument;

/** The gateway's own home input schema validates the form (same rules, same messages). */
export const homeFormSchema = homeInput;

export type HomeForm = Omit<AdminHome, 'updatedAt'>;

export function toHomeInput(values: HomeForm) {
  return {
    logoHeader: toImageInput(values.logoHeader),
    logoFooter: toImageInput(values.logoFooter),
    map: values.map,
    address: values.address,
    addressEn: values.addressEn,
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
  return useMutation(UPDATE_HOME, {
    // The public header and footer read `home`: drop it so they fetch the new values.
    update: (cache) => evictRootFields(cache, 'home'),
    refetchQueries: [ADMIN_HOME],
  });
}
