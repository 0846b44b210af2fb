import { AdminDeleteAreaDocument } from './delete-area.generated.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import { ADMIN_AREAS } from './get-areas.ts';

export const DELETE_AREA = AdminDeleteAreaDocument;

export function useDeleteArea() {
  return useMutation(DELETE_AREA, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Area', _id: data.deleteArea._id }) });
      evictRootFields(cache, 'areas', 'area');
    },
    refetchQueries: [ADMIN_AREAS],
  });
}
