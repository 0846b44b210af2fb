import { GetEventDocument } from './get-event.generated.ts';
import { useQuery } from '@apollo/client/react';
import type { GetEventQuery } from '@/graphql/generated/operations.ts';

export type EventDetail = NonNullable<GetEventQuery['event']>;

export const GET_EVENT = GetEventDocument;

export function useEvent(slug: string) {
  return useQuery(GET_EVENT, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}
