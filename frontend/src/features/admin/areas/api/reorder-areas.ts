import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { areaReorder } from '@gateway/modules/areas/areas.schemas.ts';
import { evictRootFields } from '../../lib/cache.ts';
import { ADMIN_AREAS } from './get-areas.ts';

export { areaReorder };

export const REORDER_AREAS = gql`
  mutation AdminReorderAreas($ids: [ID!]!) {
    reorderAreas(ids: $ids) {
      _id
      order
    }
  }
`;

export function useReorderAreas() {
  return useMutation<unknown, { ids: string[] }>(REORDER_AREAS, {
    update: (cache) => evictRootFields(cache, 'areas'),
    refetchQueries: [ADMIN_AREAS],
    awaitRefetchQueries: true,
  });
}
