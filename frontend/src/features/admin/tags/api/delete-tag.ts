import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import { ADMIN_TAGS } from './get-tags.ts';

export const DELETE_TAG = gql`
  mutation AdminDeleteTag($id: ID!) {
    deleteTag(id: $id) {
      _id
    }
  }
`;

export function useDeleteTag() {
  return useMutation<{ deleteTag: { _id: string } }, { id: string }>(DELETE_TAG, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Tag', _id: data.deleteTag._id }) });
      evictRootFields(cache, 'tags');
    },
    refetchQueries: [ADMIN_TAGS],
  });
}
