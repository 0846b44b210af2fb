import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import { EVENT_CARD_FIELDS } from '@/features/events/api/event-fields.ts';
import type { GetAreaQuery, GetAreaQueryVariables } from '@/graphql/generated/operations.ts';

export type Area = NonNullable<GetAreaQuery['area']>;

export const GET_AREA: TypedDocumentNode<GetAreaQuery, GetAreaQueryVariables> = gql`
  ${EVENT_CARD_FIELDS}
  query GetArea($slug: String!) {
    area(slug: $slug) {
      _id
      slug
      name
      nameVi
      nameEn
      summaryVi
      summaryEn
      descriptionVi
      descriptionEn
      order
      cover {
        public_id
        secure_url
        width
        height
        placeholder
      }
      gallery {
        public_id
        secure_url
        width
        height
        placeholder
      }
      upcomingEvents(limit: 6) {
        ...EventCardFields
      }
    }
  }
`;

export function useArea(slug: string) {
  return useQuery(GET_AREA, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}
