import { useQuery } from '@apollo/client/react';
import type { GetAvailabilityQuery } from '@/graphql/generated/operations.ts';
import { GetAvailabilityDocument } from './get-availability.generated.ts';

export type Availability = GetAvailabilityQuery['availability'];

export const GET_AVAILABILITY = GetAvailabilityDocument;

/**
 * A day's slots and places at an area, or an event's places. Always asked afresh: places change
 * with every booking, and a remembered answer would offer a slot that has filled.
 */
export function useAvailability(target: { areaId?: string; eventId?: string; date: string } | null) {
  return useQuery(GET_AVAILABILITY, {
    variables: target ?? { date: '' },
    skip: !target,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}
