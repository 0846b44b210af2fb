import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import { IMAGE_FIELDS, type AdminImage } from '../../lib/images.ts';

export const ADMIN_INTRODUCTION = gql`
  query AdminIntroduction {
    introduction {
      titleVi
      titleEn
      summaryVi
      summaryEn
      contentVi
      contentEn
      images { ${IMAGE_FIELDS} }
      updatedAt
    }
  }
`;

export interface AdminIntroduction {
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  contentVi: string;
  contentEn: string;
  images: AdminImage[];
  updatedAt?: string | null;
}

export function useAdminIntroduction() {
  return useQuery<{ introduction: AdminIntroduction }>(ADMIN_INTRODUCTION, { fetchPolicy: 'network-only' });
}
