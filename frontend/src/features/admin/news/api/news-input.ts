import { newsInput } from '@gateway/modules/news/news.schemas.ts';
import type { PublishStatus } from '../../events/api/fragments.ts';
import { toImageInput, type AdminImage } from '../../lib/images.ts';
import type { AdminNews } from './fragments.ts';

export { newsInput };

export interface NewsForm {
  slug: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  contentVi: string;
  contentEn: string;
  cover: AdminImage | null;
  tagIds: string[];
  status: PublishStatus;
  featured: boolean;
}

export const EMPTY_NEWS: NewsForm = {
  slug: '',
  titleVi: '',
  titleEn: '',
  summaryVi: '',
  summaryEn: '',
  contentVi: '',
  contentEn: '',
  cover: null,
  tagIds: [],
  status: 'draft',
  featured: false,
};

export function newsToForm(n: AdminNews): NewsForm {
  return {
    slug: n.slug,
    titleVi: n.titleVi,
    titleEn: n.titleEn,
    summaryVi: n.summaryVi,
    summaryEn: n.summaryEn,
    contentVi: n.contentVi,
    contentEn: n.contentEn,
    cover: n.cover,
    tagIds: n.tags.map((t) => t._id),
    status: n.status,
    featured: n.featured,
  };
}

export function toNewsInput(v: NewsForm) {
  return {
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    titleVi: v.titleVi,
    titleEn: v.titleEn,
    summaryVi: v.summaryVi,
    summaryEn: v.summaryEn,
    contentVi: v.contentVi,
    contentEn: v.contentEn,
    cover: toImageInput(v.cover),
    tagIds: v.tagIds,
    status: v.status,
    featured: v.featured,
  };
}
export type NewsInputVars = ReturnType<typeof toNewsInput>;
