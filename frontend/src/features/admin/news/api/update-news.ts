import { AdminUpdateNewsDocument } from './update-news.generated.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const UPDATE_NEWS = AdminUpdateNewsDocument;

export function useUpdateNews() {
  return useMutation(UPDATE_NEWS, {
    update: (cache) => evictRootFields(cache, 'newsList', 'news'),
  });
}
