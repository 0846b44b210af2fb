import { AdminDeleteTagDocument } from './delete-tag.generated.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import { ADMIN_TAGS } from './get-tags.ts';

export const DELETE_TAG = AdminDeleteTagDocument;

export function useDeleteTag() {
  return useMutation(DELETE_TAG, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Tag', _id: data.deleteTag._id }) });
      evictRootFields(cache, 'tags');
    },
    refetchQueries: [ADMIN_TAGS],
  });
}
