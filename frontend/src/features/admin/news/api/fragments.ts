import { gql } from '@apollo/client';
import type { PublishStatus } from '../../events/api/fragments.ts';
import { IMAGE_FIELDS, type AdminImage } from '../../lib/images.ts';

export const ADMIN_NEWS_FIELDS = gql`
  fragment AdminNewsFields on News {
    _id
    slug
    titleVi
    titleEn
    summaryVi
    summaryEn
    contentVi
    contentEn
    cover { ${IMAGE_FIELDS} }
    tags {
      _id
      nameVi
      nameEn
    }
    status
    publishedAt
    featured
    scheduled
    updatedAt
  }
`;

export interface AdminNews {
  _id: string;
  slug: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  contentVi: string;
  contentEn: string;
  cover: AdminImage | null;
  tags: { _id: string; nameVi: string; nameEn: string }[];
  status: PublishStatus;
  publishedAt: string | null;
  featured: boolean;
  scheduled: boolean;
  updatedAt?: string | null;
}
