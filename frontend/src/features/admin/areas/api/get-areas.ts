import type { AdminAreaFieldsFragment } from '@/graphql/generated/operations.ts';
import { AdminAreasDocument } from './get-areas.generated.ts';
import { useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { evictRootFields } from '../../lib/cache.ts';

export const ADMIN_AREAS = AdminAreasDocument;

export type AdminArea = AdminAreaFieldsFragment;

export function useAdminAreas() {
  return useQuery(ADMIN_AREAS, { fetchPolicy: 'cache-and-network' });
}

/** After creating or updating an area: drop the cached area lists and pages, reload the admin list. */
export const AREA_WRITE_OPTIONS = {
  update: (cache: ApolloCache) => evictRootFields(cache, 'areas', 'area'),
  refetchQueries: [ADMIN_AREAS],
};
