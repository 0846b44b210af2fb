import { AdminCreateNewsDocument } from './create-news.generated.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const CREATE_NEWS = AdminCreateNewsDocument;

export function useCreateNews() {
  return useMutation(CREATE_NEWS, {
    update: (cache) => evictRootFields(cache, 'newsList', 'news'),
  });
}
