import { GetEventsDocument } from './get-events.generated.ts';
import { useQuery } from '@apollo/client/react';
import type { GetEventsQuery, GetEventsQueryVariables } from '@/graphql/generated/operations.ts';

export type { EventFilter, EventWhen } from '@/graphql/generated/operations.ts';
export type EventPage = GetEventsQuery['events'];
export type EventsVars = GetEventsQueryVariables;

/** The spec's `event` slice (listEvent), one cached page per filter. */
export const GET_EVENTS = GetEventsDocument;

export function useEvents(variables: EventsVars) {
  return useQuery(GET_EVENTS, { variables, fetchPolicy: 'cache-and-network' });
}
