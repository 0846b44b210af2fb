import { AdminDeleteNewsDocument } from './delete-news.generated.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const DELETE_NEWS = AdminDeleteNewsDocument;

export function useDeleteNews() {
  return useMutation(DELETE_NEWS, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'News', _id: data.deleteNews._id }) });
      evictRootFields(cache, 'newsList', 'news');
    },
  });
}
