import { gql } from '@/lib/gql.ts';
import type { EventCardFieldsFragment } from '@/graphql/generated/operations.ts';

export type EventCardData = EventCardFieldsFragment;

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
