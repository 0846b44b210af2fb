import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ImageData } from '@/components/responsive-image.tsx';

export interface Introduction {
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  images: ImageData[];
}

export const GET_INTRODUCTION: TypedDocumentNode<{ introduction: Introduction }> = gql`
  query GetIntroduction {
    introduction {
      titleVi
      titleEn
      summaryVi
      summaryEn
      images {
        public_id
        secure_url
        width
        height
        placeholder
      }
    }
  }
`;

export function useIntroduction() {
  return useQuery(GET_INTRODUCTION, { fetchPolicy: 'cache-and-network' });
}
