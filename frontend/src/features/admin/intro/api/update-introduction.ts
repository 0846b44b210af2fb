import { AdminUpdateIntroductionDocument } from './update-introduction.generated.ts';
import { useMutation } from '@apollo/client/react';
import { introductionInput } from '@gateway/modules/intro/intro.schemas.ts';
import { evictRootFields } from '../../lib/cache.ts';
import { toImageInput, type AdminImage } from '../../lib/images.ts';
import { ADMIN_INTRODUCTION, type AdminIntroduction } from './get-introduction.ts';

export { introductionInput };

export const UPDATE_INTRODUCTION = AdminUpdateIntroductionDocument;

export type IntroductionForm = Omit<AdminIntroduction, 'updatedAt'>;

export function toIntroductionInput(v: IntroductionForm) {
  return {
    titleVi: v.titleVi,
    titleEn: v.titleEn,
    summaryVi: v.summaryVi,
    summaryEn: v.summaryEn,
    contentVi: v.contentVi,
    contentEn: v.contentEn,
    images: v.images.map((i) => toImageInput(i) as AdminImage),
  };
}

export function useUpdateIntroduction() {
  return useMutation(UPDATE_INTRODUCTION, {
    update: (cache) => evictRootFields(cache, 'introduction'),
    refetchQueries: [ADMIN_INTRODUCTION],
  });
}
