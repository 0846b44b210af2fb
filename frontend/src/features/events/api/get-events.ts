import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import type { GetEventsQuery, GetEventsQueryVariables } from '@/graphql/generated/operations.ts';
import { EVENT_CARD_FIELDS } from './event-fields.ts';

export type { EventFilter, EventWhen } from '@/graphql/generated/operations.ts';
export type EventPage = GetEventsQuery['events'];
export type EventsVars = GetEventsQueryVariables;

/** The spec's `event` slice (listEvent), one cached page per filter. */
export const GET_EVENTS: TypedDocumentNode<GetEventsQuery, GetEventsQueryVariables> = gql`
  ${EVENT_CARD_FIELDS}
  query GetEvents($filter: EventFilter, $page: Int, $pageSize: Int) {
    events(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        ...EventCardFields
      }
      total
      page
      pageSize
    }
  }
`;

export function useEvents(variables: EventsVars) {
  return useQuery(GET_EVENTS, { variables, fetchPolicy: 'cache-and-network' });
}
