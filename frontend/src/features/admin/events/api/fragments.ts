import { gql } from '@apollo/client';
import type { AdminImage } from '../../lib/images.ts';
import { IMAGE_FIELDS } from '../../lib/images.ts';

export const ADMIN_EVENT_FIELDS = gql`
  fragment AdminEventFields on Event {
    _id
    slug
    titleVi
    titleEn
    summaryVi
    summaryEn
    contentVi
    contentEn
    cover { ${IMAGE_FIELDS} }
    gallery { ${IMAGE_FIELDS} }
    startAt
    endAt
    area {
      _id
      name
    }
    tags {
      _id
      nameVi
      nameEn
    }
    priceVi
    priceEn
    bookingEnabled
    status
    publishedAt
    featured
    scheduled
    updatedAt
  }
`;

export type PublishStatus = 'draft' | 'published';

export interface AdminEvent {
  _id: string;
  slug: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  contentVi: string;
  contentEn: string;
  cover: AdminImage | null;
  gallery: AdminImage[];
  startAt: string;
  endAt: string | null;
  area: { _id: string; name: string } | null;
  tags: { _id: string; nameVi: string; nameEn: string }[];
  priceVi: string;
  priceEn: string;
  bookingEnabled: boolean;
  status: PublishStatus;
  publishedAt: string | null;
  featured: boolean;
  scheduled: boolean;
  updatedAt?: string | null;
}
