import { gql } from '@apollo/client';
import type { ImageData } from '@/components/responsive-image.tsx';
import type { Tag } from '@/features/tags/api/get-tags.ts';

export interface NewsCardData {
  _id: string;
  slug: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  cover: ImageData | null;
  publishedAt: string | null;
  createdAt: string;
  tags: Tag[];
}

export const NEWS_CARD_FIELDS = gql`
  fragment NewsCardFields on News {
    _id
    slug
    titleVi
    titleEn
    summaryVi
    summaryEn
    publishedAt
    createdAt
    cover {
      public_id
      secure_url
      width
      height
      placeholder
    }
    tags {
      _id
      nameVi
      nameEn
      slug
    }
  }
`;
