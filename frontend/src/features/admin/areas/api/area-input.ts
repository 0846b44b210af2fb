import { areaInput } from '@gateway/modules/areas/areas.schemas.ts';
import { toImageInput, type AdminImage } from '../../lib/images.ts';
import type { AdminArea } from './get-areas.ts';

export { areaInput };

export interface AreaForm {
  nameVi: string;
  nameEn: string;
  slug: string;
  summaryVi: string;
  summaryEn: string;
  descriptionVi: string;
  descriptionEn: string;
  cover: AdminImage | null;
  gallery: AdminImage[];
}

export const EMPTY_AREA: AreaForm = {
  nameVi: '',
  nameEn: '',
  slug: '',
  summaryVi: '',
  summaryEn: '',
  descriptionVi: '',
  descriptionEn: '',
  cover: null,
  gallery: [],
};

export function areaToForm(a: AdminArea): AreaForm {
  return {
    nameVi: a.nameVi || a.name,
    nameEn: a.nameEn,
    slug: a.slug,
    summaryVi: a.summaryVi,
    summaryEn: a.summaryEn,
    descriptionVi: a.descriptionVi,
    descriptionEn: a.descriptionEn,
    cover: a.cover,
    gallery: a.gallery ?? [],
  };
}

export function toAreaInput(v: AreaForm) {
  return {
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    nameVi: v.nameVi,
    nameEn: v.nameEn,
    summaryVi: v.summaryVi,
    summaryEn: v.summaryEn,
    descriptionVi: v.descriptionVi,
    descriptionEn: v.descriptionEn,
    cover: toImageInput(v.cover),
    gallery: v.gallery.map((g) => toImageInput(g) as AdminImage),
  };
}
export type AreaInputVars = ReturnType<typeof toAreaInput>;
