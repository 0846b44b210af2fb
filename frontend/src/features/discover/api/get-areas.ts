import { GetAreasDocument } from './get-areas.generated.ts';
import { useQuery } from '@apollo/client/react';
import type { GetAreasQuery } from '@/graphql/generated/operations.ts';

export type AreaSummary = GetAreasQuery['areas'][number];

export const GET_AREAS = GetAreasDocument;

/** The layout asks the network once per page load ('cache-and-network'); other readers take the
 *  cached copy ('cache-first') instead of fetching it again. */
export function useAreas(fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-first') {
  return useQuery(GET_AREAS, { fetchPolicy });
}
