import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ImageData } from '@/components/responsive-image.tsx';
import type { AreaSummary } from './get-areas.ts';
import { EVENT_CARD_FIELDS, type EventCardData } from '@/features/events/api/event-fields.ts';

export interface Area extends AreaSummary {
  descriptionVi: string;
  descriptionEn: string;
  gallery: ImageData[];
  upcomingEvents: EventCardData[];
}

export const GET_AREA: TypedDocumentNode<{ area: Area | null }, { slug: string }> = gql`
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
