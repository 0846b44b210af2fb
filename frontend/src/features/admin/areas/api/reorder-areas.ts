import { AdminReorderAreasDocument } from './reorder-areas.generated.ts';
import { useMutation } from '@apollo/client/react';
import { areaReorder } from '@gateway/modules/areas/areas.schemas.ts';
import { evictRootFields } from '../../lib/cache.ts';
import { ADMIN_AREAS } from './get-areas.ts';

export { areaReorder };

export const REORDER_AREAS = AdminReorderAreasDocument;

export function useReorderAreas() {
  return useMutation(REORDER_AREAS, {
    update: (cache) => evictRootFields(cache, 'areas'),
    refetchQueries: [ADMIN_AREAS],
    awaitRefetchQueries: true,
  });
}
