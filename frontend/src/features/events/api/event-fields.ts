import { gql } from '@apollo/client';
import type { ImageData } from '@/components/responsive-image.tsx';
import type { Tag } from '@/features/tags/api/get-tags.ts';

export interface EventCardData {
  _id: string;
  slug: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  cover: ImageData | null;
  startAt: string;
  endAt: string | null;
  priceVi: string;
  priceEn: string;
  featured: boolean;
  area: { _id: string; slug: string; name: string; nameVi: string; nameEn: string } | null;
  tags: Tag[];
}

export const EVENT_CARD_FIELDS = gql`
  fragment EventCardFields on Event {
    _id
    slug
    titleVi
    titleEn
    summaryVi
    summaryEn
    startAt
    endAt
    priceVi
    priceEn
    featured
    cover {
      public_id
      secure_url
      width
      height
      placeholder
    }
    area {
      _id
      slug
      name
      nameVi
      nameEn
    }
    tags {
      _id
      nameVi
      nameEn
      slug
    }
  }
`;
