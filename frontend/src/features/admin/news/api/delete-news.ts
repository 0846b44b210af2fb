import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const DELETE_NEWS = gql`
  mutation AdminDeleteNews($id: ID!) {
    deleteNews(id: $id) {
      _id
    }
  }
`;

export function useDeleteNews() {
  return useMutation<{ deleteNews: { _id: string } }, { id: string }>(DELETE_NEWS, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'News', _id: data.deleteNews._id }) });
      evictRootFields(cache, 'newsList', 'news');
    },
  });
}
