import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import { ADMIN_NEWS_FIELDS, type AdminNews } from './fragments.ts';
import type { NewsInputVars } from './news-input.ts';

export const CREATE_NEWS = gql`
  mutation AdminCreateNews($input: NewsInput!) {
    createNews(input: $input) {
      ...AdminNewsFields
    }
  }
  ${ADMIN_NEWS_FIELDS}
`;

export function useCreateNews() {
  return useMutation<{ createNews: AdminNews }, { input: NewsInputVars }>(CREATE_NEWS, {
    update: (cache) => evictRootFields(cache, 'newsList', 'news'),
  });
}
