import { gql } from '@/lib/gql.ts';
import type { NewsCardFieldsFragment } from '@/graphql/generated/operations.ts';

export type NewsCardData = NewsCardFieldsFragment;

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
