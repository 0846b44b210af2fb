import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import { EVENT_CARD_FIELDS } from './event-fields.ts';
import type { GetEventQuery, GetEventQueryVariables } from '@/graphql/generated/operations.ts';

export type EventDetail = NonNullable<GetEventQuery['event']>;

export const GET_EVENT: TypedDocumentNode<GetEventQuery, GetEventQueryVariables> = gql`
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
