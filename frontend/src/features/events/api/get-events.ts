import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { EVENT_CARD_FIELDS, type EventCardData } from './event-fields.ts';

export type EventWhen = 'UPCOMING' | 'PAST' | 'ALL';
export interface EventFilter {
  tagId?: string;
  tagSlug?: string;
  areaSlug?: string;
  when?: EventWhen;
  featured?: boolean;
}
export interface EventPage {
  items: EventCardData[];
  total: number;
  page: number;
  pageSize: number;
}
export interface EventsVars {
  filter?: EventFilter;
  page?: number;
  pageSize?: number;
}

/** The spec's `event` slice (listEvent), one cached page per filter. */
export const GET_EVENTS: TypedDocumentNode<{ events: EventPage }, EventsVars> = gql`
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
