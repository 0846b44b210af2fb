import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ImageData } from '@/components/responsive-image.tsx';
import { EVENT_CARD_FIELDS, type EventCardData } from './event-fields.ts';

export interface EventDetail extends EventCardData {
  contentVi: string;
  contentEn: string;
  gallery: ImageData[];
  bookingEnabled: boolean;
}

export const GET_EVENT: TypedDocumentNode<{ event: EventDetail | null }, { slug: string }> = gql`
  ${EVENT_CARD_FIELDS}
  query GetEvent($slug: String!) {
    event(slug: $slug) {
      ...EventCardFields
      contentVi
      contentEn
      bookingEnabled
      gallery {
        public_id
        secure_url
        width
        height
        placeholder
      }
    }
  }
`;

export function useEvent(slug: string) {
  return useQuery(GET_EVENT, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}
